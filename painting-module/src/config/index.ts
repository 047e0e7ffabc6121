export { fileModuleConfig, fileStorageFromEnv, DEFAULT_BACKEND_DIR, type FileStorageSettings } from "./file-storage"
export { randomFileName } from "./file-names"
export { remoteSettingsFromEnv, REMOTE_PROVIDER_IDS, type RemoteSettings } from "../providers/remote/config"
export { MIN_PRINT_DPI } from "../render/print-size"
