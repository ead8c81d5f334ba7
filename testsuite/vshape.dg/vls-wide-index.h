/* Loads of 8-byte elements from arrays at an index narrower than an
   address, for the vls-wide-index*.c tests: GCC converts the index
   inside the reference, and emulates no gather through that; the plugin
   converts it in a statement of its own.  (__restrict: the header is
   C and C++.)  */

#define TYPES 4

struct atom { double x, y, z; };

double eps[TYPES * TYPES], sig[TYPES * TYPES];
struct atom atoms[1024];
double wide_table[65536];
float narrow_table[256];

/* Two tables read at an int index computed from a type table: both
   widened.  */
__attribute__ ((noipa)) void
table_pair (int n, int ti, const int *__restrict nb,
	    const int *__restrict types, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    {
      int t = ti + types[nb[k]];
      double r = 1.0 + (double) k;
      out[k] = eps[t] * r - sig[t] / r;
    }
}

/* Two fields of a 24-byte struct at an int index: both widened.  */
__attribute__ ((noipa)) void
struct_fields (int n, const int *__restrict nb, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    {
      int j = nb[k];
      out[k] = atoms[j].x * 3.0 - atoms[j].z;
    }
}

/* A table at an unsigned short index: widened.  */
__attribute__ ((noipa)) void
short_index (int n, const unsigned short *__restrict px,
	     double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = wide_table[px[k]] * 0.5 + (double) k;
}

/* Left as they are: a float table (GCC gathers floats through int
   offsets), an index already as wide as an address, and an index the
   loop follows.  */
__attribute__ ((noipa)) void
left_alone (int n, const int *__restrict nb, const long *__restrict lb,
	    double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = narrow_table[nb[k] & 255] + wide_table[lb[k]]
	     + wide_table[k + 7];
}
