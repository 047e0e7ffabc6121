/** The tips of /photo-guide, each with a good and a poor example made from the fixture photos. */
import type { StaticImageData } from "next/image"
// Static imports: Next.js knows each picture's size and makes its blur-up placeholder at build time.
import eyeLevelGood from "../../public/photo-guide/eye-level-good.webp"
import eyeLevelPoor from "../../public/photo-guide/eye-level-poor.webp"
import framingPoor from "../../public/photo-guide/framing-poor.webp"
import lightGood from "../../public/photo-guide/light-good.webp"
import lightPoor from "../../public/photo-guide/light-poor.webp"
import sharpGood from "../../public/photo-guide/sharp-good.webp"
import sharpPoor from "../../public/photo-guide/sharp-poor.webp"
import wholeHeadGood from "../../public/photo-guide/whole-head-good.webp"
import wholeHeadPoor from "../../public/photo-guide/whole-head-poor.webp"

/** An example picture: its file (served as it is) with its build-time placeholder. */
export type TipPicture = { src: StaticImageData; alt: string; caption: string }

export type PhotoTip = {
  id: string
  title: string
  text: string
  good: TipPicture
  poor: TipPicture
}

export const PHOTO_TIPS: PhotoTip[] = [
  {
    id: "light",
    title: "Use soft daylight",
    text: "Stand your pet near a window or take them outside on a bright, overcast day. Daylight shows the true colour of the fur and puts a sparkle in the eyes. Avoid the flash, which flattens fur and turns eyes green or red, and dim lamplight, which hides detail in shadow.",
    good: {
      src: lightGood,
      alt: "An orange tabby cat's face in soft daylight, every whisker visible",
      caption: "Soft daylight: true colours and clear eyes.",
    },
    poor: {
      src: lightPoor,
      alt: "The same cat photographed in dim, yellow light, the face lost in shadow",
      caption: "Dim lamplight: muddy colours, no detail.",
    },
  },
  {
    id: "eye-level",
    title: "Get down to eye level",
    text: "Kneel or sit so the camera is level with your pet's eyes. The portrait will look your pet in the eye, and the proportions of the head stay natural. Photos taken from standing height make a big forehead and a tiny body.",
    good: {
      src: eyeLevelGood,
      alt: "A beagle puppy photographed at its own eye level",
      caption: "At eye level: natural proportions.",
    },
    poor: {
      src: eyeLevelPoor,
      alt: "A tabby cat photographed from above, looking up at the camera",
      caption: "From above: big head, foreshortened body.",
    },
  },
  {
    id: "whole-head",
    title: "Keep the whole head in the frame",
    text: "Leave a little space around the ears and chin. The painting engine frames the portrait for you, but it cannot invent an ear that was cut off. Chest and shoulders in the picture are a bonus.",
    good: {
      src: wholeHeadGood,
      alt: "A tortoiseshell-and-white cat with both ears and the chin in the picture",
      caption: "Ears, chin and shoulders all in the picture.",
    },
    poor: {
      src: wholeHeadPoor,
      alt: "The same cat cropped so tightly that the ears and top of the head are missing",
      caption: "Too tight: the ears are cut off.",
    },
  },
  {
    id: "sharp",
    title: "No blur",
    text: "Tap your pet's eyes on the screen to focus there, hold the phone with both hands and take a burst of photos; one of them will be sharp. A treat or a squeaky toy held just above the camera keeps a wriggly pet still for a moment.",
    good: {
      src: sharpGood,
      alt: "A close-up of a tabby cat, sharp enough to see every whisker",
      caption: "Sharp: the eyes and whiskers are crisp.",
    },
    poor: {
      src: sharpPoor,
      alt: "The same close-up smeared by movement",
      caption: "Moved: fur and eyes are smeared.",
    },
  },
  {
    id: "framing",
    title: "One pet, filling the picture",
    text: "Your pet should be the subject, not the garden. Get closer rather than zooming, and keep people, other animals and busy backgrounds out of the frame where you can.",
    good: { src: eyeLevelGood, alt: "A beagle puppy filling most of the picture", caption: "One pet, close up." },
    poor: {
      src: framingPoor,
      alt: "A large dog standing up to hug a woman in a field",
      caption: "Two subjects: whose portrait is it?",
    },
  },
]

/** Where the example photos come from (the test photos; licences in tests/fixtures/photos/SOURCES.md). */
export const PHOTO_CREDITS = [
  { photo: 'Orange tabby cat ("Chelsea")', author: "Stefan van der Walt, scikit-image sample data", licence: "CC0" },
  { photo: "Beagle puppy", author: "Pexels photo 452772", licence: "CC0" },
  { photo: "Grey tabby cat", author: "Pexels photo 20787", licence: "CC0" },
  { photo: "Tortoiseshell-and-white cat", author: "Toyah, Wikimedia Commons", licence: "Public domain" },
  { photo: "Dog hugging a woman", author: "Pexels photo 532310", licence: "CC0" },
]
