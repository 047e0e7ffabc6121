/** Cuts the chosen area out of a (downsized) photo into a JPEG, for the upload. */
export type PixelArea = { x: number; y: number; width: number; height: number }

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error("The photo could not be read."))
    img.src = url
  })
}

export async function cropPhoto(sourceUrl: string, area: PixelArea, name = "photo.jpg"): Promise<File> {
  const img = await loadImage(sourceUrl)
  const canvas = document.createElement("canvas")
  canvas.width = Math.max(1, Math.round(area.width))
  canvas.height = Math.max(1, Math.round(area.height))
  const ctx = canvas.getContext("2d")
  if (!ctx) throw new Error("This browser cannot crop photos.")
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.92))
  if (!blob) throw new Error("The photo could not be cropped.")
  return new File([blob], name.replace(/\.[^.]+$/, "") + ".jpg", { type: "image/jpeg" })
}
