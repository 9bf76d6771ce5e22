//===- ConversionToCPU.cpp - lowering of the Conversion operations ---------------------===//
#include "KernelLowering.h"

namespace tilec::cpu {

void registerConversionLowerings(LoweringRegistry &registry) {}

} // namespace tilec::cpu
