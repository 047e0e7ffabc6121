export { fileModuleConfig, fileStorageFromEnv, DEFAULT_BACKEND_DIR, type FileStorageSettings } from "./file-storage"
