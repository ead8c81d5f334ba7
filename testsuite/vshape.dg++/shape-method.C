// The shape analysis on a C++ member function template: the induction
// variable is unit-stride, in[2 * i] is 8 bytes apart from lane to lane,
// out[i] 4 bytes, and this->factor is uniform.
// { dg-do compile }
// { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" }

template <typename T>
struct scaler
{
  T factor;
  void apply (T *__restrict out, const T *__restrict in, int n) const
  {
    for (int i = 0; i < n; i++)
      out[i] = in[2 * i] * factor;
  }
};

template struct scaler<float>;

// { dg-final { scan-function-dump scaler<float>::apply "\\\[Shape: Strided, Stride: 8\\\] _\[0-9\]+ = in_" "vshape" } }
// { dg-final { scan-function-dump scaler<float>::apply "\\\[Shape: Unit Stride, Stride: 1\\\] i_\[0-9\]+ = PHI" "vshape" } }
// { dg-final { scan-function-dump scaler<float>::apply "\\\[Shape: Strided, Stride: 4\\\] _\[0-9\]+ = out_" "vshape" } }
// { dg-final { scan-function-dump scaler<float>::apply "\\\[Shape: Uniform\\\]" "vshape" } }
