"use client"
/** A thin bar across the top while calls are in flight (the store's loader counter). */
import { useUi } from "@/lib/ui/ui-store"
import styles from "./ui-overlays.module.css"

export function TopLoader() {
  const loading = useUi((s) => s.loading > 0)
  return <div className={styles.loader} data-active={loading || undefined} aria-hidden="true" data-testid="top-loader" />
}
