/**
 * POST /api/photo (multipart, field `image`) with upload progress. XMLHttpRequest because
 * fetch cannot report how much of a body was sent. Errors become the client's ApiError, so
 * handleApiError shows them like any other call's (412/423 prompts included).
 */
import { ApiError, apiBase, apiErrorFrom } from "../api/client"
import type { Photo } from "@petshop/contract"
import { readToken } from "../session/token-storage"

export function uploadPhoto(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open("POST", new URL("/api/photo", apiBase()).toString())
    const token = readToken()
    if (token) xhr.setRequestHeader("Authorization", `Token ${token}`)
    xhr.setRequestHeader("x-page-path", window.location.pathname)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = async () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        try {
          resolve(JSON.parse(xhr.responseText) as Photo)
        } catch {
          reject(new ApiError(xhr.status, "The shop sent an answer we could not read."))
        }
        return
      }
      reject(await apiErrorFrom(new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText })))
    }
    xhr.onerror = () => reject(new Error("The upload did not reach the shop."))
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"))
    signal?.addEventListener("abort", () => xhr.abort())
    const form = new FormData()
    form.append("image", file, file.name)
    xhr.send(form)
  })
}
