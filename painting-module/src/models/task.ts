import { model } from "@medusajs/framework/utils"

/** The record of one queued job (photo analysis or painting), mirroring its BullMQ job. */
export const Task = model
  .define("task", {
    id: model.id({ prefix: "task" }).primaryKey(),
    type: model.enum(["photo", "paint"]),
    status: model.enum(["queue", "in-progress", "complete", "failed"]).default("queue"),
    /** The photo or painting the task works on. */
    subject_id: model.text(),
    attempts: model.number().default(0),
    max_attempts: model.number().default(3),
    queued_at: model.dateTime(),
    started_at: model.dateTime().nullable(),
    finished_at: model.dateTime().nullable(),
    error: model.text().nullable(),
    worker_id: model.text().nullable(),
    progress: model.number().default(0),
  })
  .indexes([{ on: ["type", "status"] }, { on: ["subject_id"] }])
