"use client"
/**
 * The rename modal (spec: opens only with a title and a callback; under 2 characters is
 * silently not saved).
 */
import { useId, useState } from "react"
import { Modal } from "@/components/ui/modal"
import { MIN_TITLE_LENGTH } from "@/lib/paintings/rename-painting"

type Props = { title: string | null | undefined; onSave?: (title: string) => void; onClose: () => void }

export function RenamePaintingModal({ title, onSave, onClose }: Props) {
  const open = Boolean(title !== null && title !== undefined && onSave)
  return (
    <Modal open={open} onClose={onClose} title="Rename painting" size="small" testId="rename-modal">
      {open && <RenameForm initial={title!} onSave={onSave!} onClose={onClose} />}
    </Modal>
  )
}

function RenameForm({ initial, onSave, onClose }: { initial: string; onSave: (title: string) => void; onClose: () => void }) {
  const id = useId()
  const [value, setValue] = useState(initial)
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (value.trim().length >= MIN_TITLE_LENGTH && value.trim() !== initial) onSave(value.trim())
        onClose()
      }}
    >
      <div className="field">
        <label htmlFor={id}>Title</label>
        <input id={id} value={value} maxLength={120} autoFocus onChange={(e) => setValue(e.target.value)} />
      </div>
      <div className="button-row">
        <button type="submit" className="button">
          Save
        </button>
        <button type="button" className="button-ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  )
}
