/* An indexed-colour image turned into grey levels, the shape of an image
   converter's inner loop: each pixel's byte indexes a palette of 3-byte
   RGB entries (adjacent byte gathers), whose weighted sum is the pixel's
   luma, and a table of alpha values (a lone table read); dark pixels
   are lifted to a floor (a branch, made a select) and the luma is
   scaled by the alpha, a division by 255.  All integer: every build
   computes the same bytes.

   GCC leaves the loop scalar with every tuning: it prices the gathers of
   bytes far above the scalar loop, whose three products its own price
   leaves out.  The plugin prices the palette's group of three bytes and
   the products, and GCC vectorizes it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

enum
{
  WIDTH = 4096,			/* pixels per row */
  ROWS = 64,			/* rows per image */
  REPS = 600
};

struct rgb
{
  unsigned char r, g, b;
};

static struct rgb palette[256];
static unsigned char alpha[256];
static unsigned char pixels[ROWS][WIDTH], grey[ROWS][WIDTH];

/* One row: PX's palette indices into OUT's grey levels, none below
   FLOOR.  */
__attribute__ ((noinline)) static void
luma_row (int n, const unsigned char *restrict px,
	  const struct rgb *restrict pal, const unsigned char *restrict al,
	  int floor, unsigned char *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      struct rgb c = pal[px[i]];
      int y = (77 * c.r + 150 * c.g + 29 * c.b) >> 8;
      if (y < floor)
	y = floor;
      out[i] = (unsigned char) (y * al[px[i]] / 255);
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 31);
  for (int i = 0; i < 256; i++)
    {
      palette[i].r = (unsigned char) bench_rng_below (&rng, 256);
      palette[i].g = (unsigned char) bench_rng_below (&rng, 256);
      palette[i].b = (unsigned char) bench_rng_below (&rng, 256);
    }
  for (int i = 0; i < 256; i++)
    alpha[i] = (unsigned char) (128 + bench_rng_below (&rng, 128));
  for (int r = 0; r < ROWS; r++)
    for (int i = 0; i < WIDTH; i++)
      pixels[r][i] = (unsigned char) bench_rng_below (&rng, 256);

  unsigned sum = 0;
  uint64_t t0 = bench_now_ns ();
  for (int k = 0; k < REPS; k++)
    for (int r = 0; r < ROWS; r++)
      {
	luma_row (WIDTH - (k & 7), pixels[r], palette, alpha, 8 + (r & 15),
		  grey[r]);
	sum += grey[r][k % WIDTH];
      }
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, grey, sizeof grey,
		"palette_luma width=%d rows=%d reps=%d\nsum %u\n", WIDTH, ROWS,
		REPS, sum);
  return 0;
}
