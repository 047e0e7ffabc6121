/**
 * The content types Medusa's /static files are served with. Medusa serves them with Express's
 * static handler, whose type table (mime 1.6) predates AVIF: the style demos' AVIF copies would go
 * out as application/octet-stream, which with `nosniff` no browser should take for a picture.
 */
import express from "express"

/** Types the shop stores in /static that Express's table lacks. */
export const STATIC_FILE_TYPES: Readonly<Record<string, string[]>> = { "image/avif": ["avif"] }

export function installStaticFileTypes(): void {
  // `define` warns on a redefinition only in newer mime versions; 1.6 just overwrites.
  express.static.mime.define(STATIC_FILE_TYPES as Record<string, string[]>)
}
