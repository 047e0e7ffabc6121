/** A grouped bar chart in plain SVG: one group per label, one bar per series, with a value axis. */
import type { Chart } from "@/lib/admin/stats-series"
import { niceMax } from "@/lib/admin/stats-series"
import styles from "./admin.module.css"

const COLOURS = ["#b5532a", "#2f6b3a", "#3c5a8a", "#c79a2e"]

export function BarChart({ chart, title }: { chart: Chart; title: string }) {
  const width = 760
  const height = 260
  const pad = { top: 12, right: 8, bottom: 44, left: 36 }
  const inner = { w: width - pad.left - pad.right, h: height - pad.top - pad.bottom }
  const top = niceMax(chart.series.flatMap((s) => s.values))
  const group = inner.w / Math.max(1, chart.labels.length)
  const bar = Math.max(1, (group * 0.8) / Math.max(1, chart.series.length))
  const every = Math.ceil(chart.labels.length / 12) // at most ~12 labels under the axis
  const y = (v: number) => pad.top + inner.h - (v / top) * inner.h

  return (
    <figure style={{ margin: 0 }}>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={pad.left} x2={width - pad.right} y1={y(top * f)} y2={y(top * f)} stroke="#e7dfd3" />
            <text x={pad.left - 6} y={y(top * f) + 4} fontSize="11" textAnchor="end" fill="#675e55">
              {Math.round(top * f)}
            </text>
          </g>
        ))}
        {chart.labels.map((label, i) => (
          <g key={i}>
            {chart.series.map((s, j) => {
              const v = s.values[i] ?? 0
              return (
                <rect
                  key={s.key}
                  x={pad.left + i * group + group * 0.1 + j * bar}
                  y={y(v)}
                  width={bar * 0.92}
                  height={Math.max(0, pad.top + inner.h - y(v))}
                  fill={COLOURS[j % COLOURS.length]}
                  rx="2"
                >
                  <title>{`${label} · ${s.label}: ${v}`}</title>
                </rect>
              )
            })}
            {i % every === 0 && (
              <text x={pad.left + i * group + group / 2} y={height - pad.bottom + 16} fontSize="11" textAnchor="middle" fill="#675e55">
                {label.length > 14 ? `${label.slice(0, 13)}…` : label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className={styles.legend}>
        {chart.series.map((s, j) => (
          <span key={s.key}>
            <span className={styles.swatch} style={{ background: COLOURS[j % COLOURS.length] }} />
            {s.label}: <strong>{s.values.reduce((a, b) => a + b, 0)}</strong>
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
