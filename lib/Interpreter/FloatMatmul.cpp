//===- FloatMatmul.cpp - the arithmetic of mmaf and mmaf_scaled -----------===//
//
// Every input is decoded once to a host number and b is transposed, so the inner loop is a
// contiguous run of FMAs. All mmaf inputs except f64 are f32 values, whose products are exact
// inside the host fmaf, so an f32 accumulator is exactly a chain of std::fma on floats; f64 is
// std::fma on doubles. The other accumulations (f16, and the scaled products of mmaf_scaled,
// which may exceed the f32 range) add an exact double product with round-to-odd and then round
// once into the accumulator format, which is the correctly rounded sum.
//
//===----------------------------------------------------------------------===//
#include "FloatMatmul.h"

#include "FloatArithmetic.h"

#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Numeric/FastConvert.h"

#include <array>
#include <cmath>

using tilec::numeric::FloatFormat;

namespace tilec::interp {

namespace {

struct MatmulShape {
  int64_t batch, m, n, k;
};

MatmulShape getMatmulShape(const TileValue &a, const TileValue &b) {
  int64_t rank = a.getRank();
  return {rank == 3 ? a.shape[0] : 1, a.shape[rank - 2], b.shape[rank - 1], a.shape[rank - 1]};
}

/// Exact values of every element; formats of at most 8 bits go through a table.
template <typename Value>
std::vector<Value> decodeTile(const TileValue &tile) {
  FloatFormat format = *getFloatFormat(tile.elementType);
  std::vector<Value> values(tile.elements.size());
  if (numeric::getFormatInfo(format).storageBits <= 8) {
    std::array<Value, 256> table;
    for (unsigned bits = 0; bits < table.size(); ++bits)
      table[bits] = static_cast<Value>(numeric::decode(bits, format));
    for (size_t i = 0; i < values.size(); ++i)
      values[i] = table[tile.elements[i] & 0xFF];
    return values;
  }
  for (size_t i = 0; i < values.size(); ++i)
    values[i] = static_cast<Value>(decodeElement(tile.elements[i], format));
  return values;
}

/// b (batch×K×N) as batch×N×K, so that a column is contiguous.
template <typename Value>
std::vector<Value> transpose(const std::vector<Value> &b, const MatmulShape &shape) {
  std::vector<Value> transposed(b.size());
  for (int64_t batch = 0; batch < shape.batch; ++batch)
    for (int64_t k = 0; k < shape.k; ++k)
      for (int64_t j = 0; j < shape.n; ++j)
        transposed[(batch * shape.n + j) * shape.k + k] = b[(batch * shape.k + k) * shape.n + j];
  return transposed;
}

/// acc[i,j] = step(...step(step(acc[i,j], lhs[i,0], rhs[0,j]), lhs[i,1], rhs[1,j])...), with
/// `rhsTransposed` N×K per batch.
template <typename Value, typename Step>
void accumulateProducts(const MatmulShape &shape, const std::vector<Value> &lhs,
                        const std::vector<Value> &rhsTransposed, std::vector<Value> &acc,
                        Step step) {
  for (int64_t batch = 0; batch < shape.batch; ++batch)
    for (int64_t i = 0; i < shape.m; ++i) {
      const Value *row = &lhs[(batch * shape.m + i) * shape.k];
      for (int64_t j = 0; j < shape.n; ++j) {
        const Value *column = &rhsTransposed[(batch * shape.n + j) * shape.k];
        Value &sum = acc[(batch * shape.m + i) * shape.n + j];
        for (int64_t k = 0; k < shape.k; ++k)
          sum = step(row[k], column[k], sum);
      }
    }
}

template <typename Value>
TileValue encodeResult(const TileValue &c, const std::vector<Value> &acc) {
  FloatFormat format = *getFloatFormat(c.elementType);
  TileValue result(c.elementType, c.shape);
  for (size_t i = 0; i < acc.size(); ++i)
    result.elements[i] = encodeNearest(acc[i], format);
  return result;
}

/// The accumulator value of the exact `product + sum`, for accumulators held as doubles.
double addInto(FloatFormat accumulator, double product, double sum) {
  double odd = addRoundToOdd(product, sum);
  if (accumulator == FloatFormat::F32)
    return static_cast<float>(odd);
  return numeric::f16ToF32(static_cast<uint16_t>(encodeNearest(odd, accumulator)));
}

} // namespace

TileValue multiplyAccumulate(const TileValue &a, const TileValue &b, const TileValue &c) {
  MatmulShape shape = getMatmulShape(a, b);
  FloatFormat accumulator = *getFloatFormat(c.elementType);
  switch (accumulator) {
  case FloatFormat::F32: {
    std::vector<float> acc = decodeTile<float>(c);
    accumulateProducts(shape, decodeTile<float>(a), transpose(decodeTile<float>(b), shape), acc,
                       [](float x, float y, float sum) { return std::fma(x, y, sum); });
    return encodeResult(c, acc);
  }
  case FloatFormat::F64: {
    std::vector<double> acc = decodeTile<double>(c);
    accumulateProducts(shape, decodeTile<double>(a), transpose(decodeTile<double>(b), shape),
                       acc, [](double x, double y, double sum) { return std::fma(x, y, sum); });
    return encodeResult(c, acc);
  }
  default: {
    // f16 accumulator (f16 or f8 inputs): products have at most 22 bits, exact in a double.
    std::vector<double> acc = decodeTile<double>(c);
    accumulateProducts(shape, decodeTile<double>(a), transpose(decodeTile<double>(b), shape),
                       acc, [accumulator](double x, double y, double sum) {
                         return addInto(accumulator, x * y, sum);
                       });
    return encodeResult(c, acc);
  }
  }
}

TileValue multiplyAccumulateScaled(const TileValue &a, const TileValue &b, const TileValue &c,
                                   const TileValue &aScale, const TileValue &bScale) {
  MatmulShape shape = getMatmulShape(a, b);
  int64_t rank = a.getRank();
  int64_t scaleBlocks = aScale.shape[rank - 1];
  int64_t blockSize = shape.k / scaleBlocks;

  // a·sa and b·sb have at most 8 significand bits and magnitudes within 2^±143, so they and
  // their products are exact doubles (a NaN e8m0 scale or an infinite e5m2 input propagates).
  std::vector<double> lhs = decodeTile<double>(a), rhs = decodeTile<double>(b);
  std::vector<double> lhsScale = decodeTile<double>(aScale);
  std::vector<double> rhsScale = decodeTile<double>(bScale);
  for (int64_t batch = 0; batch < shape.batch; ++batch)
    for (int64_t k = 0; k < shape.k; ++k) {
      int64_t block = k / blockSize;
      for (int64_t i = 0; i < shape.m; ++i)
        lhs[(batch * shape.m + i) * shape.k + k] *=
            lhsScale[(batch * shape.m + i) * scaleBlocks + block];
      for (int64_t j = 0; j < shape.n; ++j)
        rhs[(batch * shape.k + k) * shape.n + j] *=
            rhsScale[(batch * scaleBlocks + block) * shape.n + j];
    }

  std::vector<double> acc = decodeTile<double>(c);
  accumulateProducts(shape, lhs, transpose(rhs, shape), acc, [](double x, double y, double sum) {
    return addInto(FloatFormat::F32, x * y, sum);
  });
  return encodeResult(c, acc);
}

} // namespace tilec::interp
