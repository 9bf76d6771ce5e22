//===- MiscToCPU.cpp - lowering of print_tko, assume and assert -----------===//
//
// print_tko and assume (tile-ir-ops.md §3.9) and assert (§3.6, §1.7). Their text and checks are
// the interpreter's (ExecMisc.cpp, ExecControlFlow.cpp; print_tko's text comes from
// lib/Runtime/PrintFormat.cpp, which both executors share), rendered at run time by helpers in
// lib/Runtime/Cpu/MiscRuntime.cpp, which append to the block's output or report the error.
// The runtime knows no MLIR types: every tile operand goes with a constant
// descriptor, int64 {class, parameter, rank, dims...} (see MiscRuntime.cpp).
//
// assert tests its condition inline and calls the helper only when an element is false; assume
// passes its operand through and calls the checking helper, which returns at once in unchecked
// mode.
//
//===----------------------------------------------------------------------===//
#include "KernelLowering.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Dialect/CudaTile/CudaTileControlFlowOps.h"
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h"
#include "tilec/Dialect/CudaTile/ElementTypes.h"
#include "tilec/Interpreter/ElementCodec.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::cpu {

namespace {

/// The bytes of an int64 array, for getConstantBytes.
std::string toBytes(ArrayRef<int64_t> values) {
  std::string bytes(values.size() * sizeof(int64_t), '\0');
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

/// Appends the runtime's description of a tile type: {class, parameter, rank, dims...}, class 0
/// an integer of `parameter` bits, 1 a pointer to elements of `parameter` storage bits, 2 a
/// float of numeric::FloatFormat `parameter`.
void describeTile(TileType type, SmallVectorImpl<int64_t> &descriptor) {
  Type elementType = type.getElementType();
  if (auto pointer = dyn_cast<PointerType>(elementType)) {
    descriptor.append({1, getElementStorageBits(pointer.getPointeeType())});
  } else if (std::optional<numeric::FloatFormat> format = interp::getFloatFormat(elementType)) {
    descriptor.append({2, int64_t(*format)});
  } else {
    descriptor.append({0, int64_t(getElementBitWidth(elementType))});
  }
  descriptor.push_back(type.getRank());
  llvm::append_range(descriptor, type.getShape());
}

/// The i64 address of a tile's storage: its buffer, or for rank 0 a frame slot holding it.
Value getTileAddress(KernelLowering &lowering, Value value) {
  auto type = cast<TileType>(value.getType());
  Value lowered = lowering.get(value);
  if (type.getRank() != 0)
    return lowering.getAddress(lowered);
  Value slot =
      lowering.allocateTile(TileType::get(lowering.getContext(), {1}, type.getElementType()));
  memref::StoreOp::create(lowering.getBuilder(), lowering.getLoc(), lowered, slot,
                          ValueRange{lowering.constantIndex(0)});
  return lowering.getAddress(slot);
}

/// A NUL-terminated string constant.
Value getConstantString(KernelLowering &lowering, StringRef text) {
  std::string bytes = text.str();
  bytes.push_back('\0');
  return lowering.getConstantBytes(bytes);
}

//===----------------------------------------------------------------------===//
// print_tko
//===----------------------------------------------------------------------===//

/// One helper call per print: the format, an array of the operands' addresses in the frame and
/// their descriptors, concatenated. The token result carries nothing (program order).
LogicalResult lowerPrint(KernelLowering &lowering, Operation *op) {
  auto printOp = cast<PrintTkoOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  auto pointerType = LLVM::LLVMPointerType::get(builder.getContext());
  SmallVector<int64_t> descriptors;
  Value addresses = lowering.constantInt(0, 64);
  if (!printOp.getArgs().empty()) {
    Value array = lowering.allocateBytes(printOp.getArgs().size() * sizeof(int64_t));
    addresses = lowering.getAddress(array);
    Value arrayPointer = LLVM::IntToPtrOp::create(builder, loc, pointerType, addresses);
    for (auto [position, arg] : llvm::enumerate(printOp.getArgs())) {
      describeTile(cast<TileType>(arg.getType()), descriptors);
      Value slot = LLVM::GEPOp::create(builder, loc, pointerType, builder.getI64Type(),
                                       arrayPointer, ArrayRef<LLVM::GEPArg>{int32_t(position)});
      LLVM::StoreOp::create(builder, loc, getTileAddress(lowering, arg), slot);
    }
  }
  Value descriptorAddress = descriptors.empty() ? lowering.constantInt(0, 64)
                                                : lowering.getConstantBytes(toBytes(descriptors));
  lowering.callRuntime("tilec_rt_print", {},
                       {lowering.getBlockContext(), lowering.getLocationId(op),
                        getConstantString(lowering, printOp.getStr()), addresses,
                        descriptorAddress});
  lowering.set(printOp.getResultToken(), Value());
  return success();
}

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

/// The predicate as written in `assume`, without the `#cuda_tile.` prefix.
std::string describePredicate(Attribute predicate) {
  std::string text;
  llvm::raw_string_ostream(text) << predicate;
  StringRef spelling(text);
  spelling.consume_front("#cuda_tile.");
  return spelling.str();
}

/// The runtime's description of a predicate (MiscRuntime.cpp): {0, divisor, every, along},
/// {1, n, group sizes...} or {2, hasLower, lower, hasUpper, upper}.
SmallVector<int64_t> encodePredicate(Attribute predicate) {
  if (auto divBy = dyn_cast<DivByAttr>(predicate))
    return {0, divBy.getDivisor(), divBy.getEvery().value_or(1), divBy.getAlong().value_or(0)};
  if (auto same = dyn_cast<SameElementsAttr>(predicate)) {
    SmallVector<int64_t> encoded = {1, int64_t(same.getGroupSizes().size())};
    llvm::append_range(encoded, same.getGroupSizes());
    return encoded;
  }
  auto bounded = cast<BoundedAttr>(predicate);
  std::optional<int64_t> lower = bounded.getLowerBound(), upper = bounded.getUpperBound();
  return {2, lower.has_value(), lower.value_or(0), upper.has_value(), upper.value_or(0)};
}

/// The result is the operand. A false predicate is undefined behaviour, which checked mode
/// reports (the helper does not look in unchecked mode).
LogicalResult lowerAssume(KernelLowering &lowering, Operation *op) {
  auto assumeOp = cast<AssumeOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value value = assumeOp.getValue();
  Attribute predicate = assumeOp.getPredicate();
  Value text = getConstantString(lowering, describePredicate(predicate));
  if (auto type = dyn_cast<TileType>(value.getType())) {
    SmallVector<int64_t> descriptor;
    describeTile(type, descriptor);
    lowering.callRuntime("tilec_rt_assume", {},
                         {lowering.getBlockContext(), lowering.getLocationId(op),
                          getTileAddress(lowering, value),
                          lowering.getConstantBytes(toBytes(descriptor)),
                          lowering.getConstantBytes(toBytes(encodePredicate(predicate))), text});
  } else if (auto divBy = dyn_cast<DivByAttr>(predicate);
             divBy && isa<TensorViewType>(value.getType())) {
    // Only the base address counts; it is the first field of the view's descriptor
    // (tilec/Runtime/CpuViewDescriptor.h).
    auto pointerType = LLVM::LLVMPointerType::get(builder.getContext());
    Value descriptor = LLVM::IntToPtrOp::create(builder, loc, pointerType, lowering.get(value));
    Value base = LLVM::LoadOp::create(builder, loc, builder.getI64Type(), descriptor);
    lowering.callRuntime("tilec_rt_assume_view", {},
                         {lowering.getBlockContext(), lowering.getLocationId(op), base,
                          lowering.constantInt(divBy.getDivisor(), 64), text});
  }
  lowering.set(assumeOp.getResult(), lowering.get(value));
  return success();
}

//===----------------------------------------------------------------------===//
// assert
//===----------------------------------------------------------------------===//

/// The condition's elements are and-ed inline; only a false one calls the helper, which prints
/// one line per false element and marks the block failed (execution goes on).
LogicalResult lowerAssert(KernelLowering &lowering, Operation *op) {
  auto assertOp = cast<AssertOp>(op);
  OpBuilder &builder = lowering.getBuilder();
  Location loc = lowering.getLoc();
  Value condition = assertOp.getCondition();
  auto type = cast<TileType>(condition.getType());
  Value lowered = lowering.get(condition);
  Value allTrue = lowered;
  if (type.getRank() != 0) {
    auto loop = scf::ForOp::create(
        builder, loc, lowering.constantIndex(0), lowering.constantIndex(type.getNumElements()),
        lowering.constantIndex(1), ValueRange{lowering.constantInt(1, 1)},
        [&](OpBuilder &nested, Location nestedLoc, Value index, ValueRange carried) {
          Value element = memref::LoadOp::create(nested, nestedLoc, lowered, index);
          Value both = arith::AndIOp::create(nested, nestedLoc, carried[0], element);
          scf::YieldOp::create(nested, nestedLoc, both);
        });
    allTrue = loop.getResult(0);
  }
  Value anyFalse = arith::XOrIOp::create(builder, loc, allTrue, lowering.constantInt(1, 1));
  auto check = scf::IfOp::create(builder, loc, anyFalse);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(check.thenBlock());
  std::string where;
  if (auto location = op->getLoc()->findInstanceOf<FileLineColLoc>())
    where = (location.getFilename().getValue() + ":" + Twine(location.getLine()) + ":" +
             Twine(location.getColumn()) + ": ")
                .str();
  SmallVector<int64_t> descriptor;
  describeTile(type, descriptor);
  lowering.callRuntime("tilec_rt_assert_failed", {},
                       {lowering.getBlockContext(), getTileAddress(lowering, condition),
                        lowering.getConstantBytes(toBytes(descriptor)),
                        getConstantString(lowering, where),
                        getConstantString(lowering, assertOp.getMessage())});
  return success();
}

} // namespace

void registerMiscLowerings(LoweringRegistry &registry) {
  registry.add<PrintTkoOp>(lowerPrint);
  registry.add<AssumeOp>(lowerAssume);
  registry.add<AssertOp>(lowerAssert);
}

} // namespace tilec::cpu
