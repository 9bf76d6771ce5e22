//===- MatmulToCPU.cpp - lowering of mmaf, mmai and mmaf_scaled -----------===//
#include "KernelLowering.h"

namespace tilec::cpu {

void registerMatmulLowerings(LoweringRegistry &registry) {}

} // namespace tilec::cpu
