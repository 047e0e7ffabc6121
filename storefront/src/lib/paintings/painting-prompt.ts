import { apiRequest } from "@/lib/api/client"
import type { Painting, Photo, Style } from "@petshop/contract"

/**
 * The prompt the painting was made from: the style's prompt with the photo's description in
 * its {description} placeholder (admins may read both).
 */
export async function paintingPrompt(painting: Painting): Promise<string> {
  const [style, photo] = await Promise.all([
    apiRequest<Style>(`/api/style/${painting.style}`, { cache: true }),
    apiRequest<Photo>(`/api/photo/${painting.photo}`, { cache: true }).catch(() => null),
  ])
  const prompt = style.prompt ?? ""
  const description = photo?.description ?? "the pet"
  return prompt.includes("{description}") ? prompt.replaceAll("{description}", description) : prompt
}
