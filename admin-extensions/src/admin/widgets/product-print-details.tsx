import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Container, Heading, Text } from "@medusajs/ui"
import { PRINT_DPI, printFacts } from "../../lib/print-size"

/**
 * On a product page: what the product prints as, and the pixel size a painting's
 * production image needs for it, so merchandisers see at once which paintings fit.
 */
const ProductPrintDetailsWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const facts = printFacts(product.metadata)
  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">Print details</Heading>
      </div>
      {facts ? (
        <dl className="grid grid-cols-2 gap-y-2 px-6 py-4">
          <Text size="small" leading="compact" weight="plus">
            Type
          </Text>
          <Text size="small" leading="compact">
            {facts.type}
          </Text>
          <Text size="small" leading="compact" weight="plus">
            Medium
          </Text>
          <Text size="small" leading="compact">
            {facts.medium}
          </Text>
          <Text size="small" leading="compact" weight="plus">
            Size
          </Text>
          <Text size="small" leading="compact">
            {facts.widthIn} × {facts.heightIn} in
          </Text>
          <Text size="small" leading="compact" weight="plus">
            Aspect ratio
          </Text>
          <Text size="small" leading="compact">
            {facts.aspectRatio}
          </Text>
          <Text size="small" leading="compact" weight="plus">
            Print file at {PRINT_DPI} DPI
          </Text>
          <Text size="small" leading="compact">
            {facts.widthPx} × {facts.heightPx} px
          </Text>
        </dl>
      ) : (
        <Text size="small" className="px-6 py-4 text-ui-fg-subtle">
          This product has no print size. Set metadata width, height, type and medium so paintings can be matched to it.
        </Text>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({
  zone: "product.details.side.after",
})

export default ProductPrintDetailsWidget
