import styles from "./size-guide.module.css"

/** Portrait canvases drawn to scale (an inch is at most 0.28 rem, less on narrow screens), so the difference in size can be seen, not just read. */
const TO_SCALE = [
  { label: "8×10", w: 8, h: 10 },
  { label: "12×16", w: 12, h: 16 },
  { label: "16×24", w: 16, h: 24 },
  { label: "20×30", w: 20, h: 30 },
  { label: "24×36", w: 24, h: 36 },
]

const ROOMS = [
  {
    size: "8×10 in to 12×16 in",
    where: "Desks, shelves, bedside tables and small gallery walls.",
    tip: "Lovely as a gift; reads well from a metre away.",
  },
  {
    size: "16×20 in to 18×24 in",
    where: "Above a dresser, in a hallway or a home office.",
    tip: "The most popular choice; the face is close to life size.",
  },
  {
    size: "20×30 in to 24×36 in",
    where: "Above a sofa, a bed or a fireplace.",
    tip: "A statement piece; the brushwork of Impasto and Oil shines.",
  },
]

export function SizeGuide() {
  return (
    <>
      <div className={styles.sizes} role="img" aria-label="Canvas sizes from 8 by 10 inches to 24 by 36 inches, drawn to scale">
        {TO_SCALE.map((s) => (
          <div key={s.label} className={styles.size}>
            <span className={styles.canvas} style={{ width: `calc(${s.w} * var(--inch))`, height: `calc(${s.h} * var(--inch))` }} />
            <span>{s.label} in</span>
          </div>
        ))}
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>Which size for which place</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Where it fits</th>
              <th scope="col">Good to know</th>
            </tr>
          </thead>
          <tbody>
            {ROOMS.map((r) => (
              <tr key={r.size}>
                <th scope="row">{r.size}</th>
                <td>{r.where}</td>
                <td>{r.tip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
