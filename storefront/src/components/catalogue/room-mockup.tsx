"use client"
/**
 * The painting as the shopper would hang it (issue 24): the chosen size and frame in a room,
 * drawn to scale by GET /api/painting/{id}/mockup, with a toggle between three rooms and the
 * flat preview. The box keeps the mockup's 3:2, so nothing moves while a picture loads; a new
 * choice loads behind the picture shown and takes its place once it has arrived, so the box
 * never flashes empty. A mockup that cannot be drawn gives way to the flat preview.
 */
import { useEffect, useRef, useState, type ReactNode } from "react"
import type { Painting } from "@petshop/contract"
import type { ChosenPrint } from "@/lib/catalogue/print-options"
import { mockupAlt, mockupSrc, mockupSrcSet, roomGround, ROOM_KEYS, ROOM_LABELS, type RoomKey } from "./mockup-sources"
import styles from "./room-mockup.module.css"

type Shot = { key: string; src: string; srcSet: string; alt: string }

function shotOf(painting: Pick<Painting, "id" | "dimensions">, print: ChosenPrint, room: RoomKey): Shot {
  return {
    key: `${print.variant}/${room}`,
    src: mockupSrc(painting.id, print.variant, room, 1080),
    srcSet: mockupSrcSet(painting.id, print.variant, room),
    alt: mockupAlt(print, painting, room),
  }
}

type Props = {
  painting: Pick<Painting, "id" | "dimensions">
  /** The variant to hang; null: no mockup (no size fits), the flat preview alone. */
  print: ChosenPrint | null
  /** Today's flat preview: the "Flat" view. */
  flat: ReactNode
  /** The `sizes` of the mockup's picture. */
  sizes: string
}

export function RoomMockup({ painting, print, flat, sizes }: Props) {
  const [room, setRoom] = useState<RoomKey>("living")
  const [flatView, setFlatView] = useState(false)
  const wanted = print ? shotOf(painting, print, room) : null
  // The picture on show: the server's first choice, then each one that has finished loading.
  const [shown, setShown] = useState<Shot | null>(wanted)
  const [failed, setFailed] = useState<string | null>(null)
  const shownRef = useRef<HTMLImageElement>(null)

  // A first picture that failed before hydration never fires onError for React.
  useEffect(() => {
    const el = shownRef.current
    if (el?.complete && el.naturalWidth === 0 && el.currentSrc) setFailed(el.dataset.key ?? null)
  }, [])

  if (!wanted) return <>{flat}</>
  const broken = failed === wanted.key
  const layers = [shown, wanted].filter(
    (s, i, all): s is Shot => Boolean(s) && s!.key !== failed && all.findIndex((o) => o?.key === s!.key) === i
  )
  const loading = shown?.key !== wanted.key

  return (
    <div className={styles.mockup} data-testid="room-mockup">
      {flatView || broken ? (
        flat
      ) : (
        <div className={styles.room} style={{ background: roomGround(room) }} aria-busy={loading}>
          {layers.map((shot) => {
            const isShown = shot.key === shown?.key
            return (
              <img
                key={shot.key}
                ref={isShown ? shownRef : undefined}
                src={shot.src}
                srcSet={shot.srcSet}
                sizes={sizes}
                alt={isShown ? shot.alt : ""}
                aria-hidden={isShown ? undefined : true}
                width={1080}
                height={720}
                loading="eager"
                fetchPriority={isShown ? "high" : "auto"}
                decoding="async"
                className={isShown ? undefined : styles.next}
                data-testid={isShown ? "room-mockup-image" : "room-mockup-next"}
                data-key={shot.key}
                onLoad={isShown ? undefined : () => setShown(shot)}
                onError={() => setFailed(shot.key)}
              />
            )
          })}
        </div>
      )}
      <fieldset className={styles.views}>
        <legend className="visually-hidden">Show the painting</legend>
        {[...ROOM_KEYS, "flat" as const].map((view) => (
          <label key={view} className={styles.view}>
            <input
              type="radio"
              name={`mockup-view-${painting.id}`}
              value={view}
              checked={view === "flat" ? flatView : !flatView && room === view}
              onChange={() => {
                setFlatView(view === "flat")
                if (view !== "flat") setRoom(view)
              }}
            />
            <span>{view === "flat" ? "Flat" : ROOM_LABELS[view]}</span>
          </label>
        ))}
      </fieldset>
    </div>
  )
}
