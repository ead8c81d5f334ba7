/* Generator of random self-checking C programs for differential testing
   of vshape: loops with indexed accesses (groups of adjacent gathers,
   masked gathers, scatters with repeated indices, blocks of adjacent
   scatters under ivdep, masked or not, stores aliasing a gathered
   group, SIMD loops with private arrays of the arithmetic type, of
   unsigned chars or of structs, written and read at data-dependent
   indices, divisions and square roots guarded by a branch, records of
   2, 4 or 8 elements read or written whole).

   Usage: gen_loops SEED > prog.c

   Each generated program runs every kernel twice, built normally and
   with the vectorizer off, on separate copies of its data; each array
   ends right before, or starts right after, a PROT_NONE page.  It
   prints one checksum line per kernel and trip count, "MISMATCH ..."
   where the two copies differ (results, or for the guarded kernels the
   floating-point exception flags each raised), and exits with status 1
   after a mismatch.  The same seed gives the same program.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state;

/* The next number of a splitmix64 sequence.  */
static uint64_t
rng_next (void)
{
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* A uniform number in [LO, HI].  */
static int
rnd (int lo, int hi)
{
  return lo + (int) (rng_next () % (uint64_t) (hi - lo + 1));
}

/* True with probability PERCENT/100.  */
static int
chance (int percent)
{
  return rnd (0, 99) < percent;
}

/* A scalar element type and the unsigned or floating type its arithmetic
   is done in (so no signed overflow can happen).  */
struct scalar_type
{
  const char *name;
  const char *acc;
  int is_float;
};

static const struct scalar_type scalars[] = {
  { "signed char", "unsigned", 0 },   { "unsigned char", "unsigned", 0 },
  { "short", "unsigned", 0 },	      { "unsigned short", "unsigned", 0 },
  { "int", "unsigned", 0 },	      { "unsigned", "unsigned", 0 },
  { "long", "unsigned long", 0 },     { "unsigned long", "unsigned long", 0 },
  { "float", "float", 1 },	      { "double", "double", 1 },
};
#define N_SCALARS ((int) (sizeof scalars / sizeof scalars[0]))

static const char *const index_types[] = { "int", "long", "unsigned" };

#define MAX_FIELDS 8
#define MAX_STRUCTS 3
#define MAX_KERNELS 6
#define MAX_IDX 3

/* A struct type of the program: 2-8 fields of mixed scalar types.  */
struct struct_type
{
  int n_fields;
  int field[MAX_FIELDS];	/* index into scalars */
};

static struct struct_type structs[MAX_STRUCTS];
static int n_structs;

/* What a kernel does.  */
enum kernel_kind
{
  K_GATHER,	/* y[k] = f (groups of x[idx[k] + c]), maybe under a mask */
  K_SCATTER,	/* y[idx[k] + c] = f (...), indices may repeat */
  K_ALIAS,	/* x[idx[k] + c] = f (group of x[idx[k] + c']) */
  K_BLOCK,	/* ivdep; y[S*idx[k] + m] = ..., members m < S, maybe masked */
  K_SIMD_PRIV,	/* omp simd loop with a private array (of scalars or of
		   structs), maybe written and read at data-dependent
		   indices */
  K_RECORDS,	/* y[k] = f (fields of x[S*k + 0..S-1]), or
		   y[S*k + 0..S-1] = g (x[k]): interleaved streams */
  K_GUARDED	/* r = cond ? f (v0, v1) : c, f a division, remainder or
		   square root of values read before the branch, or a
		   division or product by a table entry the branch reads
		   at an index it computes */
};

/* One kernel: the element type of its gathered array X (a scalar, or a
   struct when X_STRUCT >= 0), of its output Y, its index arrays and the
   range of offsets each index array is used with.  */
struct kernel
{
  enum kernel_kind kind;
  int x_scalar, x_struct, y_scalar;
  int x_len, y_len;
  int n_idx;
  int idx_type[MAX_IDX];
  int off_min[MAX_IDX], off_max[MAX_IDX];
  int idx_repeat[MAX_IDX];	/* draw indices from a few values */
  int store_idx;		/* index array of a scatter/aliasing store */
  int store_off;		/* offset of a scatter into Y */
  int blocks;			/* K_BLOCK: Y's blocks */
  int masked_far;		/* inactive lanes' indices point into the
				   guard page after the array they index
				   (K_BLOCK: Y; K_GATHER: X) */
  char body[8192];
  size_t len;
};

static struct kernel kernels[MAX_KERNELS];
static int n_kernels;
static int max_trip;

/* Append formatted text to the body of kernel K.  */
static void
emit (struct kernel *k, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int n = vsnprintf (k->body + k->len, sizeof k->body - k->len, fmt, ap);
  va_end (ap);
  if (n < 0 || (size_t) n >= sizeof k->body - k->len)
    {
      fprintf (stderr, "gen_loops: kernel body too long\n");
      exit (2);
    }
  k->len += (size_t) n;
}

/* Record that index array I of K is used with offset C.  */
static void
note_offset (struct kernel *k, int i, int c)
{
  if (c < k->off_min[i])
    k->off_min[i] = c;
  if (c > k->off_max[i])
    k->off_max[i] = c;
}

/* Text of an index expression: jI plus offset C, for index type of I.  */
static void
emit_index (struct kernel *k, int i, int c)
{
  const char *suffix = k->idx_type[i] == 2 ? "u" : "";
  note_offset (k, i, c);
  if (c > 0)
    emit (k, "j%d + %d%s", i, c, suffix);
  else if (c < 0)
    emit (k, "j%d - %d%s", i, -c, suffix);
  else
    emit (k, "j%d", i);
}

/* One load of X at index array I, offset C (and field F of a struct),
   converted to the kernel's arithmetic type ACC.  */
static void
emit_load (struct kernel *k, const char *acc, int i, int c, int f)
{
  emit (k, "(%s) x[", acc);
  emit_index (k, i, c);
  if (f >= 0)
    emit (k, "].f%d", f);
  else
    emit (k, "]");
}

/* A sum of terms over one group of 1-8 adjacent accesses of X through
   index array I: offsets start at -3..2 and grow by 1 or, for a gap,
   2-3; with a struct, fields of the same element or the next ones.  */
static void
emit_group (struct kernel *k, const char *acc, int i)
{
  int g = rnd (1, 8);
  int c = rnd (-3, 2);
  int nf = k->x_struct >= 0 ? structs[k->x_struct].n_fields : 0;
  int f = nf ? rnd (0, nf - 1) : -1;
  emit (k, "(");
  for (int m = 0; m < g; m++)
    {
      if (m)
	emit (k, chance (70) ? " + " : " - ");
      if (chance (20))
	emit (k, "%d * ", rnd (2, 5));
      emit_load (k, acc, i, c, f);
      if (chance (15))
	{
	  emit (k, " * ");
	  emit_load (k, acc, i, c + rnd (0, 1), f);
	}
      if (nf && f + 1 < nf && chance (60))
	f++;
      else
	{
	  c += chance (75) ? 1 : rnd (2, 3);
	  if (nf)
	    f = rnd (0, nf - 1);
	}
    }
  emit (k, ")");
}

/* The value of one iteration: one or more groups over the index arrays,
   in arithmetic type ACC.  */
static void
emit_value (struct kernel *k, const char *acc)
{
  int groups = rnd (1, k->n_idx + 1);
  for (int m = 0; m < groups; m++)
    {
      if (m)
	emit (k, " + ");
      emit_group (k, acc, m % k->n_idx);
    }
}

/* A mask condition for iteration k; may read X (a masked gather).
   True when it is m[k] != 0 alone.  */
static int
emit_condition (struct kernel *k)
{
  switch (rnd (0, 3))
    {
    case 0:
      emit (k, "(k & %d) != 0", rnd (1, 7));
      break;
    case 1:
      emit (k, "m[k] != 0");
      return 1;
    case 2:
      emit (k, "j0 %% 3 != 1");
      break;
    default:
      emit (k, "x[");
      emit_index (k, 0, rnd (-1, 1));
      if (k->x_struct >= 0)
	emit (k, "].f0 > 3");
      else
	emit (k, "] > 3");
    }
  return 0;
}

/* Declarations of j0..jN for iteration k.  */
static void
emit_index_vars (struct kernel *k, const char *indent)
{
  for (int i = 0; i < k->n_idx; i++)
    emit (k, "%s%s j%d = idx%d[k];\n", indent, index_types[k->idx_type[i]],
	  i, i);
}

/* Make kernel K of kind KIND with random types and body.  */
static void
make_kernel (struct kernel *k, enum kernel_kind kind)
{
  memset (k, 0, sizeof *k);
  k->kind = kind;
  k->x_struct = -1;
  k->x_scalar = rnd (0, N_SCALARS - 1);
  if (n_structs && chance (35) && kind != K_ALIAS)
    k->x_struct = rnd (0, n_structs - 1);
  k->y_scalar = kind == K_ALIAS ? k->x_scalar : rnd (0, N_SCALARS - 1);
  k->x_len = rnd (16, 300);
  k->n_idx = rnd (1, MAX_IDX);
  for (int i = 0; i < k->n_idx; i++)
    {
      k->idx_type[i] = rnd (0, 2);
      k->idx_repeat[i] = chance (20);
    }
  const char *acc = scalars[k->y_scalar].acc;
  const char *yt = scalars[k->y_scalar].name;
  switch (kind)
    {
    case K_GATHER:
      k->y_len = max_trip;
      emit (k, "  for (int k = 0; k < n; k++)\n    {\n");
      emit_index_vars (k, "      ");
      if (chance (40))
	{
	  emit (k, "      if (");
	  /* Under m[k] alone, an inactive lane's indices point into the
	     guard page after X: a masked gather or its rewrite that read
	     for it would fault.  */
	  k->masked_far = emit_condition (k);
	  emit (k, ")\n  ");
	}
      emit (k, "      y[k] = (%s) (", yt);
      emit_value (k, acc);
      emit (k, ");\n    }\n");
      break;
    case K_SCATTER:
      k->store_idx = rnd (0, k->n_idx - 1);
      k->y_len = rnd (8, 200);
      emit (k, "  for (int k = 0; k < n; k++)\n    {\n");
      emit_index_vars (k, "      ");
      if (chance (30))
	{
	  emit (k, "      if (");
	  emit_condition (k);
	  emit (k, ")\n  ");
	}
      emit (k, "      y[");
      /* The scatter's offset indexes Y, not X: kept apart.  */
      k->store_off = rnd (-2, 2);
      emit (k, "j%d %c %d] = (%s) (", k->store_idx,
	    k->store_off < 0 ? '-' : '+', abs (k->store_off), yt);
      emit_value (k, acc);
      emit (k, ");\n    }\n");
      break;
    case K_ALIAS:
      k->store_idx = 0;
      emit (k, "  for (int k = 0; k < n; k++)\n    {\n");
      emit_index_vars (k, "      ");
      emit (k, "      x[");
      emit_index (k, 0, rnd (-2, 3));
      emit (k, "] = (%s) (", yt);
      emit_value (k, acc);
      emit (k, ");\n    }\n");
      break;
    case K_BLOCK:
      {
	/* Blocks of S elements at S * j: blocks never overlap in part, so
	   ivdep is true whatever the repeated indices.  Members in any
	   order, some left out; the index as a product or a shift.  */
	static const int sizes[] = { 2, 2, 4, 4, 8, 3 };
	int s = sizes[rnd (0, 5)], log2s = s == 2 ? 1 : s == 4 ? 2 : 3;
	int shift = s != 3 && chance (40);
	int order[8];
	k->n_idx = 1;
	k->blocks = rnd (4, 40);
	k->y_len = s * k->blocks;
	k->masked_far = chance (40);
	for (int m = 0; m < s; m++)
	  order[m] = m;
	for (int m = s - 1; m > 0; m--)
	  {
	    int r = rnd (0, m), t = order[m];
	    order[m] = order[r];
	    order[r] = t;
	  }
	emit (k, "  (void) x;\n#pragma GCC ivdep\n");
	emit (k, "  for (int k = 0; k < n; k++)\n    {\n");
	emit_index_vars (k, "      ");
	if (k->masked_far)
	  emit (k, "      if (m[k] != 0)\n");
	emit (k, "      {\n");
	for (int t = 0; t < s; t++)
	  {
	    if (s > 2 && chance (15))
	      continue;
	    if (shift)
	      emit (k, "        y[(j0 << %d) + %d] = ", log2s, order[t]);
	    else
	      emit (k, "        y[%d * j0 + %d] = ", s, order[t]);
	    emit (k, "(%s) (%s) (k * %d + %d);\n", yt, acc, rnd (1, 9),
		  order[t]);
	  }
	emit (k, "      }\n    }\n");
      }
      break;
    case K_SIMD_PRIV:
      {
	/* A private of the arithmetic type, of unsigned chars (whose
	   data-dependent accesses only sweeps vectorize) or of structs of
	   two such fields (one private per field); data-dependent
	   updates, stores and reads at an index array's values.  */
	int p = rnd (2, 8);
	int is_float = scalars[k->y_scalar].is_float;
	int kind = rnd (0, 3);
	const char *pt = !is_float && kind == 1 ? "unsigned char" : acc;
	const char *fields[2] = { "", "" };
	int nfields = 1;
	if (kind == 2)
	  {
	    fields[0] = ".u";
	    fields[1] = ".v";
	    nfields = 2;
	    emit (k, "  struct { %s u; %s v; } a[%d];\n", acc,
		  is_float ? acc : "unsigned char", p);
	  }
	else
	  emit (k, "  %s a[%d];\n", pt, p);
	k->y_len = max_trip;
	emit (k, "#pragma omp simd private(a)\n");
	emit (k, "  for (int k = 0; k < n; k++)\n    {\n");
	emit_index_vars (k, "      ");
	for (int m = 0; m < p; m++)
	  for (int f = 0; f < nfields; f++)
	    {
	      emit (k, "      a[%d]%s = (%s) (", m, fields[f], pt);
	      if (m && chance (30))
		emit (k, "a[%d]%s * 3 + ", m - 1, fields[f]);
	      emit_group (k, acc, m % k->n_idx);
	      emit (k, ");\n");
	    }
	if (chance (60))
	  for (int w = rnd (1, 3); w > 0; w--)
	    {
	      static const char *const int_ops[] = { "+=", "-=", "*=", "|=",
						     "^=", "=" };
	      static const char *const float_ops[] = { "+=", "-=", "=" };
	      const char *op = is_float ? float_ops[rnd (0, 2)]
					: int_ops[rnd (0, 5)];
	      emit (k, "      a[(unsigned) j%d %% %du]%s %s (%s) (k * %d + %d);\n",
		    rnd (0, k->n_idx - 1), p, fields[rnd (0, nfields - 1)], op,
		    pt, rnd (1, 5), rnd (0, 9));
	    }
	emit (k, "      y[k] = (%s) (a[%d]%s", yt, rnd (0, p - 1),
	      fields[rnd (0, nfields - 1)]);
	for (int m = 0; m < rnd (0, 3); m++)
	  emit (k, " + a[%d]%s", rnd (0, p - 1), fields[rnd (0, nfields - 1)]);
	if (chance (50))
	  emit (k, " + a[(unsigned) j%d %% %du]%s", rnd (0, k->n_idx - 1), p,
		fields[rnd (0, nfields - 1)]);
	emit (k, " + a[k %% %d]%s);\n    }\n", p, fields[0]);
      }
      break;
    case K_RECORDS:
      {
	/* Records of 2, 4 or 8 elements read or written whole (or with
	   a few fields left out), X or Y as long as the records exactly:
	   the last record ends at the guard page.  */
	static const int sizes[] = { 2, 4, 4, 8, 8 };
	int size = sizes[rnd (0, 4)];
	k->x_struct = -1;
	k->x_len = size * max_trip;
	int writes = chance (35);
	k->y_len = writes ? size * max_trip : max_trip;
	emit (k, "  for (int k = 0; k < n; k++)\n    {\n");
	if (writes)
	  {
	    static const char *const ops[] = { "+", "-", "*" };
	    emit (k, "      %s v = (%s) x[k];\n", acc, acc);
	    for (int f = 0; f < size; f++)
	      emit (k, "      y[%d * k + %d] = (%s) (v %s (%s) %d);\n", size,
		    f, yt, ops[rnd (0, 2)], acc, rnd (1, 9));
	  }
	else
	  {
	    int first = 1;
	    emit (k, "      y[k] = (%s) (", yt);
	    for (int f = 0; f < size; f++)
	      {
		if (!chance (85))
		  continue;
		if (!first)
		  emit (k, chance (70) ? " + " : " - ");
		first = 0;
		if (chance (30))
		  emit (k, "(%s) %d * ", acc, rnd (2, 5));
		emit (k, "(%s) x[%d * k + %d]", acc, size, f);
		if (chance (20))
		  emit (k, " * (%s) x[%d * k + %d]", acc, size,
			rnd (0, size - 1));
	      }
	    if (first)
	      emit (k, "(%s) x[%d * k]", acc, size);
	    emit (k, ");\n");
	  }
	emit (k, "    }\n");
      }
      break;
    case K_GUARDED:
      {
	/* Y's type is the arithmetic type when floating: an inf or a
	   NaN would not convert to an integer type.  */
	int is_float = scalars[k->y_scalar].is_float;
	k->y_len = max_trip;
	emit (k, "  for (int k = 0; k < n; k++)\n    {\n");
	emit_index_vars (k, "      ");
	for (int v = 0; v < 2; v++)
	  {
	    emit (k, "      %s v%d = (%s) (", acc, v, acc);
	    emit_group (k, acc, v % k->n_idx);
	    emit (k, ");\n");
	  }
	emit (k, "      %s r = (%s) %d;\n      if (", acc, acc, rnd (0, 3));
	if (is_float)
	  emit_condition (k);
	else
	  {
	    /* An integer division by zero traps: the guard excludes it.  */
	    emit (k, "v1 != 0");
	    if (chance (50))
	      {
		emit (k, " && ");
		emit_condition (k);
	      }
	  }
	if (chance (35))
	  {
	    /* The branch reads a table at an index it computes (from a
	       conversion when floating), then divides or multiplies by
	       the value read: the operations need a load of the branch,
	       whose address needs an operation of the branch.  */
	    static const char *const table_ops[]
	      = { "v0 / tab[t]", "(v0 - v1) * tab[t]", "v1 / (tab[t] - v0)",
		  "tab[t] * v0 + v1" };
	    emit (k, ")\n        {\n          static const %s tab[8] = "
		  "{ 1, 3, 2, 5, 4, 7, 6, 8 };\n", acc);
	    emit (k, "          unsigned t = (unsigned) %s & 7u;\n",
		  is_float ? "(int) (v0 * 0.5f)" : "v0");
	    emit (k, "          r = %s;\n        }\n",
		  table_ops[rnd (0, is_float ? 3 : 1)]);
	  }
	else
	  {
	    emit (k, ")\n        r = ");
	    static const char *const float_ops[]
	      = { "v0 / v1", "v0 * 3 / (v1 - v0)", "(v0 + v1) / (v0 - 2)",
		  "SQRT (v0 - v1)", "SQRT (v0) / v1" };
	    static const char *const int_ops[] = { "v0 / v1", "v0 % v1",
						   "(v0 + 7) / v1 + v0" };
	    emit (k, "%s;\n", is_float ? float_ops[rnd (0, 4)]
					: int_ops[rnd (0, 2)]);
	  }
	emit (k, "      y[k] = (%s) r;\n    }\n", yt);
      }
      break;
    }
  /* X holds every group with room to spare.  */
  for (int i = 0; i < k->n_idx; i++)
    if (k->x_len < k->off_max[i] - k->off_min[i] + 8)
      k->x_len = k->off_max[i] - k->off_min[i] + 8;
}

/* The type text of kernel K's X elements.  */
static void
x_type (const struct kernel *k, char *buf, size_t n)
{
  if (k->x_struct >= 0)
    snprintf (buf, n, "struct s%d", k->x_struct);
  else
    snprintf (buf, n, "%s", scalars[k->x_scalar].name);
}

/* Print the kernel's function NAME (normal or reference) to stdout.  */
static void
print_kernel_function (int ki, const char *attr, const char *suffix)
{
  const struct kernel *k = &kernels[ki];
  char xt[32];
  x_type (k, xt, sizeof xt);
  int writes_x = k->kind == K_ALIAS;
  printf ("%s void\nk%d%s (", attr, ki, suffix);
  if (!writes_x)
    printf ("%s *restrict y, const %s *restrict x", scalars[k->y_scalar].name,
	    xt);
  else
    printf ("%s *x", xt);
  for (int i = 0; i < k->n_idx; i++)
    printf (", const %s *restrict idx%d", index_types[k->idx_type[i]], i);
  printf (", const signed char *restrict m, int n)\n{\n");
  if (writes_x || !strstr (k->body, "m[k]"))
    printf ("  (void) m;\n");
  printf ("%s}\n\n", k->body);
}

/* Print the whole program: types, kernels, data set-up and main.  */
static void
print_program (unsigned long seed)
{
  printf ("/* vshape fuzz program, seed %lu (fuzz/gen_loops.c).  */\n"
	  "#include <fenv.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
	  "#include <string.h>\n"
	  "#include <sys/mman.h>\n#include <unistd.h>\n\n"
	  "#ifdef __cplusplus\n#define restrict __restrict\n#endif\n"
	  "#define VEC __attribute__ ((noipa))\n"
	  "#define REF __attribute__ ((noipa, "
	  "optimize (\"no-tree-vectorize\")))\n"
	  "#define SQRT(x) (sizeof (x) == sizeof (float) "
	  "? __builtin_sqrtf (x) : __builtin_sqrt (x))\n\n",
	  seed);
  for (int s = 0; s < n_structs; s++)
    {
      printf ("struct s%d\n{\n", s);
      for (int f = 0; f < structs[s].n_fields; f++)
	printf ("  %s f%d;\n", scalars[structs[s].field[f]].name, f);
      printf ("};\n\n");
    }
  printf (
    "/* BYTES of zeroed memory whose last byte precedes a PROT_NONE page,\n"
    "   or, when FRONT, whose first byte follows one.  */\n"
    "static void *\nguarded (size_t bytes, int front)\n{\n"
    "  size_t page = (size_t) sysconf (_SC_PAGESIZE);\n"
    "  size_t pages = (bytes + page - 1) / page + 1;\n"
    "  char *p = (char *) mmap (0, pages * page, PROT_READ | PROT_WRITE,\n"
    "                           MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);\n"
    "  if (p == MAP_FAILED\n"
    "      || mprotect (front ? p : p + (pages - 1) * page, page, PROT_NONE))\n"
    "    abort ();\n"
    "  return front ? p + page : p + (pages - 1) * page - bytes;\n}\n\n"
    "static unsigned long long sum;\n\n"
    "/* Mix N bytes at P into the checksum (FNV-1a).  */\n"
    "static void\nmix (const void *p, size_t n)\n{\n"
    "  const unsigned char *b = (const unsigned char *) p;\n"
    "  for (size_t i = 0; i < n; i++)\n"
    "    sum = (sum ^ b[i]) * 1099511628211ull;\n}\n\n"
    "static unsigned long long rs;\n"
    "/* Deterministic data.  */\n"
    "static unsigned\nnext (void)\n{\n"
    "  rs = rs * 6364136223846793005ull + 1442695040888963407ull;\n"
    "  return (unsigned) (rs >> 33);\n}\n\n");
  for (int ki = 0; ki < n_kernels; ki++)
    {
      print_kernel_function (ki, "VEC", "");
      print_kernel_function (ki, "REF", "_ref");
    }

  printf ("int\nmain (void)\n{\n  int bad = 0;\n  rs = %lu;\n", seed);
  for (int ki = 0; ki < n_kernels; ki++)
    {
      const struct kernel *k = &kernels[ki];
      char xt[32];
      x_type (k, xt, sizeof xt);
      const char *yt = scalars[k->y_scalar].name;
      printf ("  {\n    /* kernel %d */\n", ki);
      printf ("    const int xn = %d, yn = %d, tn = %d;\n", k->x_len,
	      k->y_len ? k->y_len : 1, max_trip);
      printf ("    %s *x[2];\n    %s *y[2];\n    signed char *m;\n", xt, yt);
      for (int i = 0; i < k->n_idx; i++)
	printf ("    %s *idx%d;\n", index_types[k->idx_type[i]], i);
      printf ("    for (int c = 0; c < 2; c++)\n      {\n"
	      "        x[c] = (%s *) guarded (xn * sizeof *x[c], %d);\n"
	      "        y[c] = (%s *) guarded (yn * sizeof *y[c], %d);\n"
	      "      }\n"
	      "    m = (signed char *) guarded (tn, 0);\n"
	      "    for (int i = 0; i < tn; i++)\n"
	      "      m[i] = next () %% 3 == 0;\n",
	      xt, !k->masked_far && chance (30), yt,
	      k->kind != K_BLOCK && chance (30));
      /* X's values: small, non-negative for floating fields, so every
	 conversion to the arithmetic type is defined.  */
      printf ("    for (int i = 0; i < xn; i++)\n      {\n");
      if (k->x_struct >= 0)
	{
	  const struct struct_type *st = &structs[k->x_struct];
	  for (int f = 0; f < st->n_fields; f++)
	    printf ("        x[0][i].f%d = (%s) (next () %% 64%s);\n", f,
		    scalars[st->field[f]].name,
		    scalars[st->field[f]].is_float ? " * 0.25" : "");
	}
      else
	printf ("        x[0][i] = (%s) (next () %% 64%s);\n", xt,
		scalars[k->x_scalar].is_float ? " * 0.25" : "");
      printf ("      }\n");
      /* Index arrays: each index keeps every offset it is used with
	 inside its array; the largest and smallest indices, which reach
	 the last and the first element, appear often.  */
      for (int i = 0; i < k->n_idx; i++)
	{
	  int lo = -k->off_min[i], hi;
	  int len = k->kind == K_SCATTER && i == k->store_idx ? k->y_len
							       : k->x_len;
	  if (k->kind == K_BLOCK)
	    {
	      /* Blocks inside Y; an inactive lane's block is the first
		 one past Y's end, in the guard page after it.  */
	      printf ("    idx%d = (%s *) guarded (tn * sizeof *idx%d, 0);\n"
		      "    for (int i = 0; i < tn; i++)\n      idx%d[i] = ",
		      i, index_types[k->idx_type[i]], i, i);
	      if (k->masked_far)
		printf ("m[i] == 0 ? %d : ", k->blocks);
	      printf ("next () %% %d;\n", k->idx_repeat[i] ? 3 : k->blocks);
	      continue;
	    }
	  if (k->kind == K_SCATTER && i == k->store_idx)
	    {
	      int c = k->store_off;
	      /* Also fits X when the same array feeds a group.  */
	      if (-c > lo)
		lo = -c;
	      hi = len - 1 - (c > 0 ? c : 0);
	      if (k->x_len - 1 - k->off_max[i] < hi)
		hi = k->x_len - 1 - k->off_max[i];
	    }
	  else
	    hi = len - 1 - k->off_max[i];
	  if (hi < lo)
	    hi = lo;	/* never happens: arrays are longer than groups */
	  printf ("    idx%d = (%s *) guarded (tn * sizeof *idx%d, 0);\n", i,
		  index_types[k->idx_type[i]], i);
	  printf ("    for (int i = 0; i < tn; i++)\n"
		  "      idx%d[i] = ", i);
	  /* X's lowest offset from it lands on the first byte after X.  */
	  if (k->masked_far)
	    printf ("m[i] == 0 ? %d : ", k->x_len - k->off_min[i]);
	  if (k->idx_repeat[i])
	    printf ("%d + next () %% %d;\n", lo,
		    (hi - lo + 1) < 3 ? hi - lo + 1 : 3);
	  else
	    printf ("next () %% 4 == 0 ? %d : next () %% 8 == 0 ? %d"
		    " : %d + next () %% %d;\n", hi, lo, lo, hi - lo + 1);
	}
      printf ("    memcpy (x[1], x[0], xn * sizeof *x[0]);\n");
      static const int trips[] = { 0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17,
				   31, 32, 33, 63, 64, 65 };
      printf ("    static const int trips[] = { ");
      for (unsigned t = 0; t < sizeof trips / sizeof trips[0]; t++)
	if (trips[t] <= max_trip && chance (50))
	  printf ("%d, ", trips[t]);
      printf ("%d };\n", max_trip);
      printf ("    for (unsigned t = 0; t < sizeof trips / sizeof *trips; "
	      "t++)\n      {\n        int n = trips[t];\n");
      for (int c = 0; c < 2; c++)
	{
	  printf ("        feclearexcept (FE_ALL_EXCEPT);\n");
	  printf ("        k%d%s (", ki, c ? "_ref" : "");
	  if (k->kind != K_ALIAS)
	    printf ("y[%d], ", c);
	  printf ("x[%d]", c);
	  for (int i = 0; i < k->n_idx; i++)
	    printf (", idx%d", i);
	  printf (", m, n);\n");
	  printf ("        int flags%d = fetestexcept (FE_ALL_EXCEPT);\n", c);
	}
      /* The guarded kernels raise what their reference raises.  */
      if (k->kind == K_GUARDED)
	printf ("        if (flags0 != flags1)\n"
		"          {\n"
		"            printf (\"MISMATCH kernel %d flags %%#x, "
		"reference %%#x n=%%d\\n\", flags0, flags1, n);\n"
		"            bad = 1;\n          }\n", ki);
      else
	printf ("        (void) flags0;\n        (void) flags1;\n");
      printf ("        if (memcmp (x[0], x[1], xn * sizeof *x[0])\n"
	      "            || memcmp (y[0], y[1], yn * sizeof *y[0]))\n"
	      "          {\n"
	      "            printf (\"MISMATCH kernel %d n=%%d\\n\", n);\n"
	      "            bad = 1;\n          }\n"
	      "        mix (x[0], xn * sizeof *x[0]);\n"
	      "        mix (y[0], yn * sizeof *y[0]);\n"
	      "        printf (\"kernel %d n=%%d %%016llx\\n\", n, sum);\n"
	      "      }\n  }\n",
	      ki, ki);
    }
  printf ("  return bad;\n}\n");
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: gen_loops SEED > prog.c\n");
      return 2;
    }
  unsigned long seed = strtoul (argv[1], 0, 10);
  rng_state = seed * 0x2545f4914f6cdd1dull + 1;

  n_structs = rnd (0, MAX_STRUCTS);
  for (int s = 0; s < n_structs; s++)
    {
      structs[s].n_fields = rnd (2, MAX_FIELDS);
      for (int f = 0; f < structs[s].n_fields; f++)
	structs[s].field[f] = rnd (0, N_SCALARS - 1);
    }
  static const int trip_max[] = { 3, 4, 7, 8, 9, 15, 16, 17, 33, 64, 100 };
  max_trip = trip_max[rnd (0, sizeof trip_max / sizeof trip_max[0] - 1)];
  n_kernels = rnd (2, MAX_KERNELS);
  for (int ki = 0; ki < n_kernels; ki++)
    {
      int r = rnd (0, 99);
      enum kernel_kind kind = r < 32	 ? K_GATHER
			      : r < 40 ? K_RECORDS
			      : r < 53 ? K_SCATTER
			      : r < 64 ? K_BLOCK
			      : r < 76 ? K_ALIAS
			      : r < 88 ? K_SIMD_PRIV
				       : K_GUARDED;
      make_kernel (&kernels[ki], kind);
    }
  print_program (seed);
  return 0;
}
