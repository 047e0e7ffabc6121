/// <reference types="next/image-types/global" />
// Static picture imports (`import photo from "….webp"`) as Next.js types them. next-env.d.ts
// references these too, but `next build` writes it and git does not keep it, and the type
// check of a fresh clone runs before any build.
