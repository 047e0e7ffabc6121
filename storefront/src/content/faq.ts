/** The questions of /faq, grouped by topic. Answers use the article Markdown subset (links, bold). */
export type FaqGroup = { topic: string; items: { question: string; answer: string }[] }

export const FAQ: FaqGroup[] = [
  {
    topic: "Styles and paintings",
    items: [
      {
        question: "Which art styles can I choose from?",
        answer:
          "Thirteen: Minimalist, Watercolor, Impasto, Dark Backgrounds, Impressionist, Synthwave, Cosmic/Ethereal, Surreal, Caricature, Chromaflare Expressionism, Oil, Heartstring Realism and Imaginative Collage. Each style page shows example paintings, and our [Pet Portrait Guide](/guide) helps you pick one.",
      },
      {
        question: "How long does it take to paint my pet?",
        answer:
          "Usually under a minute. After you upload a photo we analyse it for a few seconds, then the painting appears on screen stroke by stroke. You can try as many styles as you like before you buy.",
      },
      {
        question: "Why can I only create one painting at a time?",
        answer:
          "Each painting gets the full attention of our painting engine, so we paint one per customer at a time. When your painting is finished you can start the next one straight away. If you try earlier you will see: Please wait for your other painting to finish painting.",
      },
      {
        question: "Why do I have to verify my e-mail address before painting?",
        answer:
          "Verifying your e-mail keeps your paintings, wishlist and orders safely tied to you and stops automated abuse of the painting engine. After you register we send an activation e-mail; click its link and you are ready. If it did not arrive, check your spam folder or ask for a new one from your account page.",
      },
      {
        question: "What are signed artworks?",
        answer:
          "A signed artwork is a canvas print that our artist signs by hand on the front before it is shipped. Styles that allow it also let you add your own short signature or dedication to the painting itself during creation. Signed artworks cost a little more and take one extra day to prepare.",
      },
    ],
  },
  {
    topic: "Photos",
    items: [
      {
        question: "What kind of photo works best?",
        answer:
          "A sharp photo taken in soft daylight, at your pet's eye level, with the whole head in the frame. Our [photo guide](/photo-guide) shows good and poor examples side by side.",
      },
      {
        question: "Can I use a photo of a pet who has passed away?",
        answer:
          "Of course. Older or lower-quality photos often still paint beautifully, especially in the Watercolor, Impressionist and Oil styles, which are forgiving of soft detail. Many of our customers order memorial portraits.",
      },
      {
        question: "Can I paint two pets together?",
        answer:
          "The painting engine is tuned for one animal per portrait, so it gives the best results with one pet per photo. For two pets, we recommend two portraits hung side by side.",
      },
    ],
  },
  {
    topic: "Sizes and frames",
    items: [
      {
        question: "What sizes do you print?",
        answer:
          "Canvases from 8×10 in up to 24×36 in and posters from 12×12 in up to 24×36 in. The sizes offered for a painting match its shape, so nothing is cropped unexpectedly. Our [guide](/guide) explains which size suits which room.",
      },
      {
        question: "Which frames are available?",
        answer:
          "Every canvas can come unframed (gallery-wrapped, ready to hang) or in a black, walnut or white float frame. Posters are sold unframed.",
      },
    ],
  },
  {
    topic: "Shipping, prices and taxes",
    items: [
      {
        question: "Which countries do you ship to?",
        answer:
          "The United States of America, Canada, Australia, England, Scotland, Wales and Ireland. Every country has a standard and an express option; checkout shows both with their price and delivery time.",
      },
      {
        question: "How long does delivery take?",
        answer:
          "Printing takes two to four business days, then standard shipping takes 4–12 business days depending on the country, or 2–6 with express. [The Art of Timing](/articles/the-art-of-timing) lists every country and when to order for a special date.",
      },
      {
        question: "Which currency will I pay in?",
        answer:
          "The currency follows your shipping country: US dollars for the USA, Canadian dollars for Canada, Australian dollars for Australia, pounds sterling for England, Scotland and Wales, and euros for Ireland. Prices are set in US dollars and converted {rates}, rounded to the cent.",
      },
      {
        question: "Are taxes included in the price?",
        answer:
          "Taxes are added at checkout, based on your billing address. Canadian orders pay GST, HST or the provincial tax of their province; Australian orders include 10% GST; UK orders 20% VAT and Irish orders 23% VAT. We do not currently collect US sales tax.",
      },
      {
        question: "How do I pay?",
        answer:
          "By card through Stripe's secure checkout page. We never see or store your card number. Gift vouchers are entered in the cart before you check out.",
      },
    ],
  },
  {
    topic: "Orders and returns",
    items: [
      {
        question: "Can I return my portrait?",
        answer:
          "Every portrait is printed to order for you, so we cannot take back a print simply because you changed your mind. If your print arrives damaged or faulty, contact us within 30 days with a photo and we will reprint it or refund you. See our [terms](/legal/terms) for details.",
      },
      {
        question: "Can I change or cancel my order?",
        answer:
          "Yes, as long as it has not gone to print, which usually happens within a few hours. [Write to us](/contact) with your order number as soon as possible.",
      },
      {
        question: "How do I get help with anything else?",
        answer: "E-mail us from the [contact page](/contact). A real person answers, usually within one business day.",
      },
    ],
  },
]
