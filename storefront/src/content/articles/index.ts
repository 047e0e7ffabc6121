import type { Article } from "@/lib/content/article"
import { caringForYourCanvas } from "./caring-for-your-canvas"
import { theArtOfTiming } from "./the-art-of-timing"

/** The storefront's own articles, shown when the backend has none (or not these). */
export const LOCAL_ARTICLES: Article[] = [theArtOfTiming, caringForYourCanvas]
