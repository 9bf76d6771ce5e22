//===- Transpose.h - matrix transposes for permute and transposed views -*- C++ -*-===//
//
// `permute` of a tile's last two dimensions (the K^T of attention kernels) and view tiles
// whose rows run down a matrix's columns both move a matrix into its transpose. Element by
// element that is a strided gather for every element, which runs at a fraction of the speed of
// 8×8 register transposes (4-byte elements with AVX, 2-byte ones with SSE2); the other element
// sizes go in 8×8 blocks of scalar copies, which keep both sides' cache lines in use.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_RUNTIME_CPU_TRANSPOSE_H
#define TILEC_LIB_RUNTIME_CPU_TRANSPOSE_H

#include <cstdint>

namespace tilec::runtime {

/// to[c·toStride + r] = from[r·fromStride + c] for r < rows and c < columns, elements of
/// `bytes` bytes (1, 2, 4 or 8; strides count elements). `from` and `to` do not overlap.
void transposeMatrix(const void *from, int64_t fromStride, void *to, int64_t toStride,
                     int64_t rows, int64_t columns, unsigned bytes);

} // namespace tilec::runtime

#endif // TILEC_LIB_RUNTIME_CPU_TRANSPOSE_H
