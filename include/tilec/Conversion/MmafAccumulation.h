//===- MmafAccumulation.h - how compiled mmaf sums its products -*- C++ -*-===//
//
// mmaf leaves the order, intermediate precision and rounding of its sums unspecified (spec
// tile-ir-ops.md, mmaf [U]); the interpreter, the reference, sums exact products with one f32
// FMA after another in k order. Compiled kernels do the same by default, bit for bit. With
// Hardware, a K loop's products may use the CPU's matrix instructions, which sum in their own
// order and precision: bf16 inputs on AMX-BF16, within the bound of
// kMatmulChainHardwareAccumulation (tilec/Runtime/MatmulChainAbi.h). Where the CPU or the tile
// shapes do not allow it, Hardware computes what Sequential does.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_CONVERSION_MMAFACCUMULATION_H
#define TILEC_CONVERSION_MMAFACCUMULATION_H

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace tilec {

enum class MmafAccumulation { Sequential, Hardware };

/// "sequential" or "hardware".
inline llvm::StringRef getMmafAccumulationName(MmafAccumulation accumulation) {
  return accumulation == MmafAccumulation::Hardware ? "hardware" : "sequential";
}

inline std::optional<MmafAccumulation> parseMmafAccumulation(llvm::StringRef name) {
  if (name == "sequential")
    return MmafAccumulation::Sequential;
  if (name == "hardware")
    return MmafAccumulation::Hardware;
  return std::nullopt;
}

} // namespace tilec

#endif // TILEC_CONVERSION_MMAFACCUMULATION_H
