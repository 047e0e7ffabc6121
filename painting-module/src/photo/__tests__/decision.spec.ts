/**
 * The subject decision on made-up detector outputs (no model needed).
 */
import { describe, expect, it } from "vitest"
import { decideSubjects, needsSecondPass } from "../analyse"
import { COCO, type RawDetection } from "../detector"

const det = (classId: number, score: number, x1 = 0.2, y1 = 0.2, x2 = 0.8, y2 = 0.9): RawDetection => ({
  classId,
  score,
  x1,
  y1,
  x2,
  y2,
})

describe("decideSubjects", () => {
  it("compares cat and dog scores of the same animal instead of taking the top label", () => {
    // the same box read as dog 0.30 and cat 0.45: one cat, not a dog and a cat
    const subjects = decideSubjects([[det(COCO.cat, 0.45), det(COCO.dog, 0.3, 0.21, 0.2, 0.8, 0.88)]])
    expect(subjects).toHaveLength(1)
    expect(subjects[0]).toMatchObject({ kind: "cat", score: 0.45 })
  })

  it("averages cat and dog over both passes", () => {
    const first = [det(COCO.dog, 0.4), det(COCO.cat, 0.35)]
    const mirrored = [det(COCO.cat, 0.5, 0.21, 0.2, 0.79, 0.9), det(COCO.dog, 0.2)]
    expect(decideSubjects([first, mirrored])[0]).toMatchObject({ kind: "cat", score: 0.425 })
  })

  it("puts a pet first even when a person is bigger and more certain", () => {
    const subjects = decideSubjects([[det(COCO.person, 0.9, 0, 0, 0.6, 1), det(COCO.dog, 0.25, 0.5, 0.3, 0.9, 0.9)]])
    expect(subjects.map((s) => s.kind)).toEqual(["dog", "person"])
  })

  it("keeps a person when there is no pet, from a higher score than a pet needs", () => {
    expect(decideSubjects([[det(COCO.person, 0.6)]])).toMatchObject([{ kind: "person", score: 0.6 }])
    expect(decideSubjects([[det(COCO.person, 0.25)]])).toEqual([])
    expect(decideSubjects([[det(COCO.dog, 0.16)]])).toMatchObject([{ kind: "dog" }])
    expect(decideSubjects([[det(COCO.dog, 0.1)]])).toEqual([])
  })

  it("drops a weak 'person' reading of a pet's own box", () => {
    const subjects = decideSubjects([[det(COCO.cat, 0.5), det(COCO.person, 0.31, 0.21, 0.2, 0.8, 0.9)]])
    expect(subjects.map((s) => s.kind)).toEqual(["cat"])
  })

  it("keeps two pets apart and sorts them by score", () => {
    const subjects = decideSubjects([[det(COCO.cat, 0.3, 0, 0, 0.4, 0.5), det(COCO.dog, 0.6, 0.5, 0.4, 1, 1), det(3, 0.9)]])
    expect(subjects.map((s) => s.kind)).toEqual(["dog", "cat"])
    expect(subjects[0]!.box).toEqual({ x: 0.5, y: 0.4, width: 0.5, height: 0.6 })
  })

  it("ignores other classes", () => {
    expect(decideSubjects([[det(2, 0.9), det(1, 0.8)]])).toEqual([])
  })
})

describe("needsSecondPass", () => {
  it("asks for the mirrored pass only when the pet decision is open", () => {
    expect(needsSecondPass([det(COCO.cat, 0.55), det(COCO.dog, 0.05)])).toBe(false) // clear
    expect(needsSecondPass([det(COCO.cat, 0.45), det(COCO.dog, 0.4)])).toBe(true) // cat or dog?
    expect(needsSecondPass([det(COCO.dog, 0.23)])).toBe(true) // weak
    expect(needsSecondPass([det(COCO.person, 0.8)])).toBe(false) // nothing animal-like
  })
})
