/* The vshape dump of one candidate loop, in its fixed format:

     ;; vshape: loop N at FILE:LINE, depth D, S statements
     Uniform: [Shape: Uniform] <stmt>
     Divergent: [Shape: Strided, Stride: 4] <stmt>
     ;; divergent branch in bb B joins at bb J1 J2
     ;; divergent loop N exits to bb E1 E2
     ;; summary: values ...; accesses ...

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SHAPE_DUMP_H
#define VSHAPE_SHAPE_DUMP_H

#include "shape_client.h"

/* The heading line of SHAPES' section.  */
void vshape_dump_heading (FILE *f, const loop_shapes &shapes);

/* The statement lines, divergent branches and loops, and the summary
   of SHAPES, analysed.  */
void vshape_dump_shapes (FILE *f, const loop_shapes &shapes);

/* Where the propagation trace of dump=vshape-details goes: pass
   &sink->trace to loop_shapes::analyse.  */
struct vshape_trace_sink
{
  vs_trace trace;
  FILE *file;
  const loop_shapes *shapes;
};
void vshape_trace_sink_init (vshape_trace_sink *sink, FILE *f,
			     const loop_shapes &shapes);

#endif
