"use client"
import { useState, type FormEvent } from "react"
import styles from "./content.module.css"

const TOPICS = ["A question before ordering", "My order", "A damaged or faulty print", "Something else"]

/** Writes the message into the visitor's own mail client (mailto:); nothing is sent from the shop. */
export function ContactForm({ email }: { email: string }) {
  const [opened, setOpened] = useState(false)
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const order = String(data.get("order") || "").trim()
    const subject = `${data.get("topic")}${order ? ` (order ${order})` : ""}`
    const body = `${data.get("message")}\n\n${data.get("name")}`
    window.location.href = `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
    setOpened(true)
  }
  return (
    <form onSubmit={submit} data-testid="contact-form">
      <div className={styles.field}>
        <label htmlFor="contact-name">Your name</label>
        <input id="contact-name" name="name" autoComplete="name" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-topic">Topic</label>
        <select id="contact-topic" name="topic">
          {TOPICS.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-order">Order number (optional)</label>
        <input id="contact-order" name="order" inputMode="text" />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" name="message" rows={6} required />
      </div>
      <button type="submit" className={styles.button}>
        Write the e-mail
      </button>
      <p className={styles.muted} role="status">
        {opened
          ? `Your mail app should have opened with the message. If it did not, write to ${email}.`
          : "This opens your own mail app with the message filled in, so you keep a copy."}
      </p>
    </form>
  )
}
