/*
 * A result card far below the screen is laid out and painted only when it comes near it
 * (content-visibility: auto). A page of cards was the largest layout of a member's first page on a phone:
 * ~60 ms on a 4× slower CPU for twelve cards of which two are on screen, measured in a trace. Only the cards
 * after the first few take part: Chromium draws the first frame of a newly inserted card without its content,
 * at its placeholder height, and fills it in the next frame, which moved the cards on screen (a layout shift
 * of 0.013 on a phone). Until a card has been drawn once it counts as 35rem high, about a card on a phone;
 * after that the browser keeps the height it had, so the scrollbar does not jump back. Find-in-page, anchors,
 * focus and the accessibility tree still reach the card's content.
 */
export const OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-size:auto_35rem]';
