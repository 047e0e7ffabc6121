import { describe, expect, it } from "vitest"
import { dominantColors, furColorOf, hexToLab, labToHex, lch, rgbToLab } from "../color"
import { describeSubject, stripeScore, STRIPE_THRESHOLD } from "../fur"

describe("Lab conversion", () => {
  it("matches reference values (D65)", () => {
    expect(rgbToLab(255, 255, 255).L).toBeCloseTo(100, 1)
    expect(rgbToLab(0, 0, 0).L).toBeCloseTo(0, 5)
    const red = rgbToLab(255, 0, 0)
    expect(red.L).toBeCloseTo(53.24, 1)
    expect(red.a).toBeCloseTo(80.09, 0)
    expect(red.b).toBeCloseTo(67.2, 0)
  })

  it("round-trips through hex", () => {
    for (const hex of ["#000000", "#ffffff", "#b5651d", "#808080", "#1e3a8a"]) expect(labToHex(hexToLab(hex))).toBe(hex)
  })
})

describe("dominantColors", () => {
  it("finds the colours of an image and their shares", () => {
    // 3/4 orange, 1/4 dark grey
    const width = 40
    const height = 40
    const data = Buffer.alloc(width * height * 3)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const p = (y * width + x) * 3
        const orange = x < 30
        data[p] = orange ? 230 : 50
        data[p + 1] = orange ? 130 : 50
        data[p + 2] = orange ? 40 : 50
      }
    const colors = dominantColors({ data, width, height }, { k: 3 })
    expect(colors[0]!.hex).toBe("#e68228")
    expect(colors[0]!.share).toBeCloseTo(0.75, 2)
    expect(colors.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 6)
    expect(colors.map((c) => c.hex)).toContain("#323232")
  })

  it("is deterministic", () => {
    const data = Buffer.from(Array.from({ length: 30 * 30 * 3 }, (_, i) => (i * 37) % 256))
    const a = dominantColors({ data, width: 30, height: 30 })
    const b = dominantColors({ data, width: 30, height: 30 })
    expect(a).toEqual(b)
  })
})

describe("fur colour words", () => {
  const word = (hex: string, kind: "cat" | "dog" = "cat") => furColorOf(hexToLab(hex), kind)

  it("names usual coats", () => {
    expect(word("#101010")).toBe("black")
    expect(word("#f2f2f0")).toBe("white")
    expect(word("#7d7d80")).toBe("grey")
    expect(word("#c47a35")).toBe("ginger")
    expect(word("#97653b")).toBe("ginger")
    expect(word("#e8d6b4")).toBe("cream")
    expect(word("#d9925a", "dog")).toBe("fawn")
    expect(word("#6b4226", "dog")).toBe("brown")
    expect(word("#c6a690", "dog")).toBe("tan")
  })

  it("has no word for colours no cat or dog has", () => {
    expect(word("#557128")).toBeNull() // grass
    expect(word("#3b82f6")).toBeNull() // sky
    expect(word("#dc2626")).toBeNull() // a red harness
  })

  it("keeps hue and chroma helpers consistent", () => {
    const { C, h } = lch(hexToLab("#c47a35"))
    expect(C).toBeGreaterThan(40)
    expect(h).toBeGreaterThan(50)
    expect(h).toBeLessThan(75)
  })
})

describe("describeSubject", () => {
  it("says colour words and the kind", () => {
    expect(describeSubject("cat", { ginger: 0.9, black: 0.1 })).toBe("a ginger cat")
    expect(describeSubject("cat", { grey: 1 })).toBe("a grey cat")
    expect(describeSubject("dog", { black: 0.5, white: 0.5 })).toBe("a black and white dog")
    expect(describeSubject("dog", { white: 0.4, brown: 0.35, black: 0.25 })).toBe("a brown, black and white dog")
    expect(describeSubject("dog", { fawn: 0.7, brown: 0.3 })).toBe("a fawn dog")
    expect(describeSubject("person", { black: 1 })).toBe("a person")
    expect(describeSubject("dog", {})).toBe("a dog")
  })

  it("recognises tortoiseshell and calico cats from black, ginger and white", () => {
    expect(describeSubject("cat", { black: 0.45, ginger: 0.4, white: 0.15 })).toBe("a tortoiseshell cat")
    expect(describeSubject("cat", { white: 0.45, black: 0.3, ginger: 0.25 })).toBe("a calico cat")
  })

  it("only says tabby when the stripe measure passed", () => {
    expect(describeSubject("cat", { grey: 0.7, black: 0.3 }, true)).toBe("a grey tabby cat")
    expect(describeSubject("cat", { ginger: 0.8, cream: 0.2 }, true)).toBe("a ginger tabby cat")
    expect(describeSubject("cat", { grey: 0.5, white: 0.3, black: 0.2 }, true)).toBe("a grey and white tabby cat")
    expect(describeSubject("cat", { grey: 0.7, black: 0.3 }, false)).toBe("a grey and black cat")
  })
})

describe("stripeScore", () => {
  const image = (paint: (x: number, y: number) => number) => {
    const width = 300
    const height = 300
    const data = Buffer.alloc(width * height * 3)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const v = paint(x, y)
        const p = (y * width + x) * 3
        data[p] = v
        data[p + 1] = v
        data[p + 2] = v
      }
    return { data, width, height }
  }
  const box = { x: 0, y: 0, width: 1, height: 1 }

  it("scores stripes high and a plain coat low", () => {
    const striped = image((x, y) => (Math.floor((x + y * 0.3) / 7) % 2 ? 60 : 140))
    const plain = image((x, y) => 100 + ((x * 7 + y * 13) % 5))
    expect(stripeScore(striped, box, "cat")).toBeGreaterThan(STRIPE_THRESHOLD)
    expect(stripeScore(plain, box, "cat")).toBeLessThan(STRIPE_THRESHOLD)
  })
})
