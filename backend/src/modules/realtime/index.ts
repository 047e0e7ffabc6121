import { Module } from "@medusajs/framework/utils"
import startSocketServer from "./loaders/start-socket-server"
import RealtimeModuleService from "./service"

export const REALTIME_MODULE = "realtime"

export default Module(REALTIME_MODULE, { service: RealtimeModuleService, loaders: [startSocketServer] })
