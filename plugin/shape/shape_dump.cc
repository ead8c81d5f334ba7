/* The vshape dump of one candidate loop.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "loop_info.h"
#include "shape_dump.h"

namespace {

/* Whether INSN is printed as a statement of its own.  */
bool
printed_p (const vs_nest *nest, int insn)
{
  return !(vs_nest_insn_flags (nest, insn) & VS_INSN_HIDDEN)
	 && vs_nest_insn_cookie (nest, insn) != NULL;
}

/* The statement of INSN, on the rest of the current line.  */
void
print_stmt (FILE *f, const loop_shapes &shapes, int insn)
{
  print_gimple_stmt (f, shapes.insn_stmt (insn), 0, TDF_SLIM);
}

void
print_shape (FILE *f, vs_shape s)
{
  char text[VS_SHAPE_FORMAT_MAX];
  vs_shape_format (s, text, sizeof text);
  fputs (text, f);
}

int
compare_int (const void *a, const void *b)
{
  int x = *static_cast<const int *> (a), y = *static_cast<const int *> (b);
  return x < y ? -1 : x > y;
}

/* " I1 I2 ..." for the GCC block indices of core blocks BLOCKS, in
   ascending order.  */
void
print_blocks (FILE *f, const loop_shapes &shapes, const int *blocks, int n)
{
  auto_vec<int> indices;
  for (int i = 0; i < n; i++)
    if (basic_block bb = shapes.gcc_block (blocks[i]))
      indices.safe_push (bb->index);
  indices.qsort (compare_int);
  for (int index : indices)
    fprintf (f, " %d", index);
}

void
trace_change (void *data, int insn, vs_shape old_shape, vs_shape new_shape,
	      const char *reason)
{
  const vshape_trace_sink *sink = static_cast<vshape_trace_sink *> (data);
  const vs_nest *nest = sink->shapes->nest ();
  FILE *f = sink->file;
  fputs (";; step: ", f);
  print_shape (f, old_shape);
  fputs (" -> ", f);
  print_shape (f, new_shape);
  fprintf (f, " (%s)%s ", reason,
	   printed_p (nest, insn) ? "" : " address or operand in");
  if (vs_nest_insn_cookie (nest, insn))
    print_stmt (f, *sink->shapes, insn);
  else
    fputc ('\n', f);
}

} // namespace

void
vshape_dump_heading (FILE *f, const loop_shapes &shapes)
{
  const vs_nest *nest = shapes.nest ();
  int statements = 0;
  for (int i = 0; i < vs_nest_n_insns (nest); i++)
    statements += printed_p (nest, i);
  class loop *loop = shapes.context_loop ();
  fprintf (f, ";; vshape: loop %d at %s, depth %d, %d statements\n",
	   loop->num, vshape_loop_position (loop).c_str (), loop_depth (loop),
	   statements);
}

void
vshape_dump_shapes (FILE *f, const loop_shapes &shapes)
{
  const vs_nest *nest = shapes.nest ();
  const vs_divergence *d = shapes.result ();
  unsigned values[4] = { 0, 0, 0, 0 };	/* uniform, unit, strided, random */
  unsigned accesses[5] = { 0, 0, 0, 0, 0 };	/* by vs_access_kind */

  for (int b = 0; b < vs_nest_n_blocks (nest); b++)
    for (int i = vs_nest_block_first_insn (nest, b); i != VS_NONE;
	 i = vs_nest_next_insn (nest, i))
      {
	if (!printed_p (nest, i))
	  continue;
	/* A store has the shape of its address.  */
	vs_shape s = vs_divergence_shape (d, i);
	fprintf (f, "%s: ", vs_shape_class_name (s));
	print_shape (f, s);
	fputc (' ', f);
	print_stmt (f, shapes, i);

	vs_opcode op = vs_nest_insn_opcode (nest, i);
	if (op == VS_OP_LOAD || op == VS_OP_STORE)
	  accesses[vs_divergence_access (d, i)]++;
	gimple *stmt = shapes.insn_stmt (i);
	bool defines = is_a<gphi *> (stmt)
		       || single_ssa_def_operand (stmt, SSA_OP_DEF) != NULL;
	if (!defines)
	  continue;
	if (vs_shape_is_uniform (s))
	  values[0]++;
	else if (vs_shape_is_unit_stride (s))
	  values[1]++;
	else if (s.kind == VS_SHAPE_STRIDED)
	  values[2]++;
	else
	  values[3]++;
      }

  for (int i = 0; i < vs_divergence_n_branches (d); i++)
    {
      const vs_divergent_branch *br = vs_divergence_branch (d, i);
      fprintf (f, ";; divergent branch in bb %d",
	       shapes.gcc_block (br->block)->index);
      if (br->njoins)
	{
	  fputs (" joins at bb", f);
	  print_blocks (f, shapes, br->joins, br->njoins);
	}
      if (br->loop != VS_NONE)
	fprintf (f, "%s makes loop %d divergent", br->njoins ? ";" : "",
		 shapes.gcc_loop (br->loop)->num);
      fputc ('\n', f);
    }
  for (int i = 0; i < vs_divergence_n_loops (d); i++)
    {
      const vs_divergent_loop *dl = vs_divergence_loop (d, i);
      fprintf (f, ";; divergent loop %d exits to bb",
	       shapes.gcc_loop (dl->loop)->num);
      print_blocks (f, shapes, dl->exits, dl->nexits);
      fputc ('\n', f);
    }
  fprintf (f, ";; summary: values %u uniform, %u unit stride, %u strided, "
	   "%u random; accesses %u uniform, %u unit-stride, %u strided, "
	   "%u random\n\n",
	   values[0], values[1], values[2], values[3],
	   accesses[VS_ACCESS_UNIFORM], accesses[VS_ACCESS_UNIT_STRIDE],
	   accesses[VS_ACCESS_STRIDED], accesses[VS_ACCESS_RANDOM]);
}

void
vshape_trace_sink_init (vshape_trace_sink *sink, FILE *f,
			const loop_shapes &shapes)
{
  sink->trace.fn = trace_change;
  sink->trace.data = sink;
  sink->file = f;
  sink->shapes = &shapes;
}
