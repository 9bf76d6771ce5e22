//===- MemoryAtomic.cpp - the update of an atomic read-modify-write -------===//
#include "MemoryAtomic.h"

#include "tilec/Interpreter/ElementCodec.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

#include <algorithm>

using namespace mlir;
using tilec::cuda_tile::AtomicMode;

namespace tilec::interp {

namespace {

/// old + arg rounded once to nearest even in the element's format. NaN results are the
/// canonical quiet NaN (payloads are not preserved, tile-ir-ops.md §2.6).
uint64_t addFloats(Type elementType, uint64_t old, uint64_t arg) {
  auto floatType = cast<FloatType>(elementType);
  unsigned width = floatType.getWidth();
  const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
  llvm::APFloat sum(semantics, llvm::APInt(width, old));
  sum.add(llvm::APFloat(semantics, llvm::APInt(width, arg)), llvm::APFloat::rmNearestTiesToEven);
  if (sum.isNaN())
    return numeric::canonicalNaN(*getFloatFormat(elementType));
  return sum.bitcastToAPInt().getZExtValue();
}

} // namespace

uint64_t combineAtomic(AtomicMode mode, Type elementType, uint64_t old, uint64_t arg) {
  switch (mode) {
  case AtomicMode::addf:
    return addFloats(elementType, old, arg);
  case AtomicMode::xchg:
    return arg;
  case AtomicMode::And:
    return old & arg;
  case AtomicMode::Or:
    return old | arg;
  case AtomicMode::Xor:
    return old ^ arg;
  case AtomicMode::umax:
    return std::max(old, arg);
  case AtomicMode::umin:
    return std::min(old, arg);
  default:
    break;
  }
  // add, max and min: the encodings are masked to the width, so compare and add the
  // two's-complement values and mask again.
  unsigned width = getIntegerWidth(elementType);
  int64_t signedOld = signExtend(old, width), signedArg = signExtend(arg, width);
  if (mode == AtomicMode::add)
    return truncateBits(old + arg, width);
  int64_t result = mode == AtomicMode::max ? std::max(signedOld, signedArg)
                                           : std::min(signedOld, signedArg);
  return truncateBits(static_cast<uint64_t>(result), width);
}

} // namespace tilec::interp
