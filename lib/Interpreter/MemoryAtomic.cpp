//===- MemoryAtomic.cpp - the update of an atomic read-modify-write -------===//
#include "MemoryAtomic.h"

#include "FloatArithmetic.h"

#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Numeric/ElementArithmetic.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

#include <algorithm>

using namespace mlir;
using tilec::cuda_tile::AtomicMode;

namespace tilec::interp {

uint64_t combineAtomic(AtomicMode mode, Type elementType, uint64_t old, uint64_t arg) {
  switch (mode) {
  case AtomicMode::addf:
    return numeric::addForAtomic(old, arg, *getFloatFormat(elementType));
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

uint64_t combineAtomicMinMaxF(bool maximum, Type elementType, uint64_t old, uint64_t arg) {
  return selectMinMax(maximum, /*propagateNaN=*/false, old, arg, *getFloatFormat(elementType));
}

} // namespace tilec::interp
