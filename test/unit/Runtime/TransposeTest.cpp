//===- TransposeTest.cpp - the runtime's matrix transposes ----------------===//
//
// transposeMatrix (lib/Runtime/Cpu/Transpose.cpp) against the definition, element by element:
// every shape up to 19x19 (whole 8x8 blocks, the column and row edges, and matrices smaller
// than a block), each element size, strides wider than the rows on both sides; the bytes
// between the rows of the result and past its end must stay as they were.
//
//===----------------------------------------------------------------------===//
#include "Transpose.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

using namespace tilec::runtime;

namespace {

constexpr uint8_t kUntouched = 0x5A;

void checkTranspose(int64_t rows, int64_t columns, unsigned bytes) {
  int64_t fromStride = columns + 3, toStride = rows + 5;
  std::vector<uint8_t> from(size_t(rows * fromStride) * bytes);
  for (size_t i = 0; i < from.size(); ++i)
    from[i] = uint8_t(i * 7 + i / 251);
  std::vector<uint8_t> to(size_t(columns * toStride + 16) * bytes, kUntouched);
  transposeMatrix(from.data(), fromStride, to.data(), toStride, rows, columns, bytes);
  for (int64_t c = 0; c < columns; ++c)
    for (int64_t r = 0; r < toStride; ++r) {
      const uint8_t *got = to.data() + (c * toStride + r) * bytes;
      for (unsigned b = 0; b < bytes; ++b) {
        uint8_t expected = r < rows ? from[(r * fromStride + c) * bytes + b] : kUntouched;
        ASSERT_EQ(got[b], expected) << rows << "x" << columns << " bytes " << bytes << " at column "
                                    << c << " row " << r;
      }
    }
  for (size_t i = size_t(columns * toStride) * bytes; i < to.size(); ++i)
    ASSERT_EQ(to[i], kUntouched) << rows << "x" << columns << " bytes " << bytes << " past the end";
}

TEST(Transpose, EveryShapeUpTo19x19) {
  for (unsigned bytes : {1u, 2u, 4u, 8u})
    for (int64_t rows = 1; rows < 20; ++rows)
      for (int64_t columns = 1; columns < 20; ++columns)
        checkTranspose(rows, columns, bytes);
}

TEST(Transpose, LargerBlocks) {
  checkTranspose(64, 64, 4);
  checkTranspose(128, 40, 4);
  checkTranspose(33, 96, 2);
}

} // namespace
