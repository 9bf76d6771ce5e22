//===- CudaTileFloatOpsMma.cpp - verifiers of mmaf and mmaf_scaled -------===//
//
// Shapes and element combinations of the float matrix products (tile-ir-ops.md §3.4). Both ops
// take a M×K, b K×N and c M×N, or the same with one leading batch dimension on every operand.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace {

bool isF8E4M3FN(Type type) { return isa<Float8E4M3FNType>(type); }
bool isF8E5M2(Type type) { return isa<Float8E5M2Type>(type); }
bool isF8E8M0FNU(Type type) { return isa<Float8E8M0FNUType>(type); }
bool isF4E2M1FN(Type type) { return isa<Float4E2M1FNType>(type); }
bool isUE5M3(Type type) { return isa<Float8E5M3FNUType>(type); }

/// Checks that a, b and c are all rank 2 or all rank 3 with matching batch, M, K and N
/// dimensions (c is the accumulator, hence also the result).
LogicalResult verifyMatmulShapes(Operation *op, TileType a, TileType b, TileType c) {
  int64_t rank = a.getRank();
  if ((rank != 2 && rank != 3) || b.getRank() != rank || c.getRank() != rank)
    return op->emitOpError("operands a, b, c must all be rank 2 (MxK, KxN, MxN) or all rank 3 "
                           "(BxMxK, BxKxN, BxMxN), got ranks ")
           << a.getRank() << ", " << b.getRank() << ", " << c.getRank();
  ArrayRef<int64_t> sa = a.getShape(), sb = b.getShape(), sc = c.getShape();
  if (rank == 3 && (sa[0] != sb[0] || sa[0] != sc[0]))
    return op->emitOpError("batch dimensions of a, b, c must be equal, got ")
           << sa[0] << ", " << sb[0] << ", " << sc[0];
  if (sa[rank - 2] != sc[rank - 2])
    return op->emitOpError("M dimension of a (") << sa[rank - 2] << ") and of c ("
                                                  << sc[rank - 2] << ") must be equal";
  if (sa[rank - 1] != sb[rank - 2])
    return op->emitOpError("K dimension of a (") << sa[rank - 1] << ") and of b ("
                                                  << sb[rank - 2] << ") must be equal";
  if (sb[rank - 1] != sc[rank - 1])
    return op->emitOpError("N dimension of b (") << sb[rank - 1] << ") and of c ("
                                                  << sc[rank - 1] << ") must be equal";
  return success();
}

/// The accumulator element types mmaf allows for an input element type; empty when the input
/// type is not an mmaf input at all.
SmallVector<Type, 2> getMmaFAccumulatorTypes(Type input) {
  MLIRContext *context = input.getContext();
  Type f16 = Float16Type::get(context), f32 = Float32Type::get(context);
  if (isF8E4M3FN(input) || isF8E5M2(input) || input.isF16())
    return {f16, f32};
  if (input.isBF16() || input.isTF32() || input.isF32())
    return {f32};
  if (input.isF64())
    return {input};
  return {};
}

} // namespace

//===----------------------------------------------------------------------===//
// mmaf
//===----------------------------------------------------------------------===//

LogicalResult MmaFOp::verify() {
  auto a = cast<TileType>(getLhs().getType());
  auto b = cast<TileType>(getRhs().getType());
  auto c = cast<TileType>(getAcc().getType());
  if (failed(verifyMatmulShapes(*this, a, b, c)))
    return failure();

  Type input = a.getElementType();
  if (input != b.getElementType())
    return emitOpError("a and b must have the same element type, got ")
           << input << " and " << b.getElementType();
  SmallVector<Type, 2> accumulators = getMmaFAccumulatorTypes(input);
  if (accumulators.empty())
    return emitOpError("input element type ")
           << input << " is not supported; expected f8E4M3FN, f8E5M2, f16, bf16, tf32, f32 or f64";
  Type accumulator = c.getElementType();
  if (!llvm::is_contained(accumulators, accumulator)) {
    InFlightDiagnostic diag = emitOpError("accumulator element type ")
                              << accumulator << " is not allowed with " << input
                              << " inputs; expected ";
    llvm::interleave(accumulators, diag, " or ");
    return diag;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// mmaf_scaled
//===----------------------------------------------------------------------===//

LogicalResult MmaFScaledOp::verify() {
  auto a = cast<TileType>(getLhs().getType());
  auto b = cast<TileType>(getRhs().getType());
  auto c = cast<TileType>(getAcc().getType());
  auto sa = cast<TileType>(getLhsScale().getType());
  auto sb = cast<TileType>(getRhsScale().getType());

  Type input = a.getElementType(), scale = sa.getElementType();
  if (input != b.getElementType())
    return emitOpError("a and b must have the same element type, got ")
           << input << " and " << b.getElementType();
  if (!isF8E4M3FN(input) && !isF8E5M2(input) && !isF4E2M1FN(input))
    return emitOpError("input element type ")
           << input << " is not supported; expected f8E4M3FN, f8E5M2 or f4E2M1FN";
  if (scale != sb.getElementType())
    return emitOpError("scales sa and sb must have the same element type, got ")
           << scale << " and " << sb.getElementType();
  if (!isF8E8M0FNU(scale) && !isF8E4M3FN(scale) && !isUE5M3(scale))
    return emitOpError("scale element type ")
           << scale << " is not supported; expected f8E8M0FNU, f8E4M3FN or fnv8E5M3FNU";
  if (!c.getElementType().isF32())
    return emitOpError("accumulator element type must be f32, got ") << c.getElementType();

  int64_t rank = a.getRank();
  if (sa.getRank() != rank || sb.getRank() != rank)
    return emitOpError("scales must have the rank of a, b and c (")
           << rank << "), got ranks " << sa.getRank() << ", " << sb.getRank();
  if (failed(verifyMatmulShapes(*this, a, b, c)))
    return failure();

  // sa is M×Ks and sb Ks×N (after the batch dimension): one scale per block of V = K/Ks
  // consecutive elements along K.
  ArrayRef<int64_t> sas = sa.getShape(), sbs = sb.getShape();
  if (rank == 3 && (sas[0] != a.getDimSize(0) || sbs[0] != a.getDimSize(0)))
    return emitOpError("batch dimensions of sa (")
           << sas[0] << ") and sb (" << sbs[0] << ") must equal that of a ("
           << a.getDimSize(0) << ")";
  int64_t m = a.getDimSize(rank - 2), k = a.getDimSize(rank - 1), n = b.getDimSize(rank - 1);
  if (sas[rank - 2] != m)
    return emitOpError("M dimension of sa (") << sas[rank - 2] << ") must equal that of a ("
                                              << m << ")";
  if (sbs[rank - 1] != n)
    return emitOpError("N dimension of sb (") << sbs[rank - 1] << ") must equal that of b ("
                                              << n << ")";
  int64_t scaleBlocks = sas[rank - 1];
  if (sbs[rank - 2] != scaleBlocks)
    return emitOpError("scale block count of sa (")
           << scaleBlocks << ") and sb (" << sbs[rank - 2] << ") must be equal";
  if (k % scaleBlocks != 0)
    return emitOpError("K (") << k << ") must be divisible by the scale block count ("
                              << scaleBlocks << ")";

  int64_t blockSize = k / scaleBlocks;
  bool allowed;
  StringRef expected;
  // 13.4 adds f4E2M1FN × UE5M3 scales; block size 16 (NVIDIA's Rust producer) and 32 (its
  // Python producer) are both accepted (tile-ir-13.4-13.5.md §4.7).
  if (isUE5M3(scale) && !isF4E2M1FN(input))
    return emitOpError("scale element type fnv8E5M3FNU is only allowed with f4E2M1FN inputs, "
                       "got ")
           << input;
  if (isF4E2M1FN(input) && (isF8E8M0FNU(scale) || isUE5M3(scale))) {
    allowed = blockSize == 16 || blockSize == 32;
    expected = "16 or 32";
  } else if (isF4E2M1FN(input)) {
    allowed = blockSize == 16;
    expected = "16";
  } else if (isF8E8M0FNU(scale)) {
    allowed = blockSize == 32;
    expected = "32";
  } else {
    return emitOpError("scale element type ")
           << scale << " is not allowed with " << input << " inputs; expected f8E8M0FNU";
  }
  if (!allowed)
    return emitOpError("block size K / Ks = ")
           << k << " / " << scaleBlocks << " = " << blockSize << " must be " << expected
           << " for " << input << " inputs with " << scale << " scales";
  return success();
}
