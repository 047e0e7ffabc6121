"use client"
/** The confirm dialog of confirmAction() (spec section 2): 'Dangerous action' / 'Are you sure?', Confirm or Cancel. */
import { useUi } from "@/lib/ui/ui-store"
import { Modal } from "./modal"

export function ConfirmDialog() {
  const confirm = useUi((s) => s.confirm)
  const settle = useUi((s) => s.settleConfirm)
  return (
    <Modal
      open={!!confirm}
      onClose={() => settle(false)}
      title={confirm?.title ?? "Dangerous action"}
      size="small"
      testId="confirm-dialog"
      footer={
        <>
          <button type="button" className="button-secondary" onClick={() => settle(false)} autoFocus>
            Cancel
          </button>
          <button type="button" className="button" onClick={() => settle(true)}>
            Confirm
          </button>
        </>
      }
    >
      <p>{confirm?.text ?? "Are you sure?"}</p>
    </Modal>
  )
}
