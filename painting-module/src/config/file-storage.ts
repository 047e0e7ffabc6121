/**
 * The File Module configuration, shared by the backend (medusa-config) and the painting
 * workers, so both read and write the same store: an S3-compatible bucket when S3_BUCKET
 * is set, else two local folders (public files, private originals).
 */
import { join, resolve } from "node:path"

export type FileStorageSettings = {
  FILE_UPLOAD_DIR: string
  FILE_PRIVATE_DIR: string
  BACKEND_URL: string
  S3_BUCKET: string
  S3_REGION: string
  S3_ENDPOINT: string
  S3_FILE_URL: string
  S3_ACCESS_KEY_ID: string
  S3_SECRET_ACCESS_KEY: string
}

/** backend/ of this repository (painting-module/{src,dist}/config -> ../../../backend). */
export const DEFAULT_BACKEND_DIR = resolve(__dirname, "..", "..", "..", "backend")

export function fileStorageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorageSettings {
  return {
    FILE_UPLOAD_DIR: env.FILE_UPLOAD_DIR || join(DEFAULT_BACKEND_DIR, "static"),
    FILE_PRIVATE_DIR: env.FILE_PRIVATE_DIR || join(DEFAULT_BACKEND_DIR, "uploads", "private"),
    BACKEND_URL: env.BACKEND_URL || "http://localhost:9000",
    S3_BUCKET: env.S3_BUCKET || "",
    S3_REGION: env.S3_REGION || "us-east-1",
    S3_ENDPOINT: env.S3_ENDPOINT || "",
    S3_FILE_URL: env.S3_FILE_URL || "",
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID || "",
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY || "",
  }
}

export function fileModuleConfig(settings: FileStorageSettings): { resolve: string; options: Record<string, unknown> } {
  if (settings.S3_BUCKET) {
    return {
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-s3",
            id: "s3",
            options: {
              file_url: settings.S3_FILE_URL,
              access_key_id: settings.S3_ACCESS_KEY_ID,
              secret_access_key: settings.S3_SECRET_ACCESS_KEY,
              region: settings.S3_REGION,
              bucket: settings.S3_BUCKET,
              // MinIO and most S3-compatible stores want path-style URLs.
              ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT, additional_client_config: { forcePathStyle: true } } : {}),
            },
          },
        ],
      },
    }
  }
  return {
    resolve: "@medusajs/medusa/file",
    options: {
      providers: [
        {
          // Medusa's local provider, keeping random names as they are (local-file-provider.ts).
          resolve: join(__dirname, "local-file-provider"),
          id: "local",
          options: {
            upload_dir: settings.FILE_UPLOAD_DIR,
            private_upload_dir: settings.FILE_PRIVATE_DIR,
            backend_url: `${settings.BACKEND_URL}/static`,
          },
        },
      ],
    },
  }
}
