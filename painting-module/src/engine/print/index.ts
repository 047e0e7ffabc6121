export { finishPrint, stripRows, type PrintPixels, type FinishPrintOptions } from "./finish-print"
export { printFinishFor, PLAIN_FINISH } from "./print-finish"
export { stripMargin, type PrintFinish } from "./finish-strip"
