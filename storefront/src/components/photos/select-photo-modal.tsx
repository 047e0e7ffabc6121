"use client"
/**
 * The photo selector (spec: "select-photo" modal): all of the user's photos; picking one hands
 * it to `onSelect` and closes. Without a callback the selection is only logged.
 */
import { Modal } from "@/components/ui/modal"
import type { Photo } from "@petshop/contract"
import { usePhotos } from "@/lib/photos/use-photos"
import { PhotoGrid, usablePhotos } from "./photo-grid"
import styles from "./photos.module.css"

type Props = { open: boolean; onClose: () => void; onSelect?: (photo: Photo) => void; selectedId?: string | null }

export function SelectPhotoModal({ open, onClose, onSelect, selectedId }: Props) {
  const { data, isPending, isError } = usePhotos(open)
  const photos = usablePhotos(data)

  const select = (photo: Photo) => {
    if (onSelect) onSelect(photo)
    else console.info("[photos] photo selected without a callback:", photo.id)
    onClose()
  }

  return (
    <Modal open={open} onClose={onClose} title="Choose a photo" size="large" testId="select-photo-modal">
      {isPending ? (
        <p className={styles.note}>Loading your photos…</p>
      ) : isError ? (
        <p className={styles.note}>Your photos could not be loaded just now. Please try again in a moment.</p>
      ) : photos.length === 0 ? (
        <p className={styles.note}>You have not uploaded any photos yet.</p>
      ) : (
        <PhotoGrid photos={photos} onSelect={select} selectedId={selectedId} />
      )}
    </Modal>
  )
}
