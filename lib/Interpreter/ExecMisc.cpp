//===- ExecMisc.cpp - semantics of the Misc operations --------------------===//
//
// print_tko and assume (tile-ir-ops.md §3.9).
//
//===----------------------------------------------------------------------===//
#include "MiscPrintFormat.h"
#include "OpHandlers.h"
#include "RaceDetector.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Dialect/CudaTile/CudaTileMiscOps.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Dialect/CudaTile/ElementTypes.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Runtime/AssumeChecks.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace mlir;
using namespace tilec::cuda_tile;

namespace tilec::interp {

namespace {

//===----------------------------------------------------------------------===//
// print_tko
//===----------------------------------------------------------------------===//

/// Writes the formatted text to the launch's output stream, which the launch flushes at its
/// end. The interpreter runs every op in program order; the result token waits for the input
/// token, as for any token-ordered op (RaceDetector.h follows such chains).
LogicalResult executePrint(BlockExecutor &executor, Operation *op) {
  auto printOp = cast<PrintTkoOp>(op);
  llvm::SmallVector<const TileValue *> operands;
  for (Value arg : printOp.getArgs())
    operands.push_back(&executor.getTile(arg));
  llvm::Expected<std::string> text = formatPrint(printOp.getStr(), operands);
  if (!text)
    return executor.fail(op, "print_tko: " + llvm::toString(text.takeError()));
  *executor.getOptions().output << *text;
  Value input = printOp.getToken();
  executor.set(printOp.getResultToken(),
               makeWaitingToken(executor, input ? ValueRange(input) : ValueRange()));
  return success();
}

//===----------------------------------------------------------------------===//
// assume
//===----------------------------------------------------------------------===//

/// The tile as the shared checks (tilec/Runtime/AssumeChecks.h) read it.
runtime::PrintOperand getCheckedOperand(const TileValue &tile) {
  return {getElementKind(tile.elementType), tile.shape, tile.elements.data(), sizeof(uint64_t)};
}

std::optional<std::string> checkDivBy(DivByAttr predicate, const RuntimeValue &value) {
  int64_t divisor = predicate.getDivisor();
  if (const auto *view = std::get_if<TensorViewValue>(&value))
    return runtime::checkBaseDivBy(view->base, divisor);
  const TileValue &tile = std::get<TileValue>(value);
  unsigned pointeeBits = 0;
  if (auto pointer = dyn_cast<PointerType>(tile.elementType))
    pointeeBits = getElementStorageBits(pointer.getPointeeType());
  return runtime::checkDivBy(getCheckedOperand(tile), pointeeBits, divisor,
                             predicate.getEvery().value_or(1), predicate.getAlong().value_or(0));
}

/// The predicate as written in `assume`, without the `#cuda_tile.` prefix.
std::string describePredicate(Attribute predicate) {
  std::string text;
  llvm::raw_string_ostream(text) << predicate;
  llvm::StringRef spelling(text);
  spelling.consume_front("#cuda_tile.");
  return spelling.str();
}

/// Returns the operand unchanged. A false predicate is UB: checked mode reports the first
/// element (row-major) that breaks it; unchecked mode does not look.
LogicalResult executeAssume(BlockExecutor &executor, Operation *op) {
  auto assumeOp = cast<AssumeOp>(op);
  const RuntimeValue &value = executor.get(assumeOp.getValue());
  if (executor.getOptions().checked) {
    std::optional<std::string> violation =
        llvm::TypeSwitch<Attribute, std::optional<std::string>>(assumeOp.getPredicate())
            .Case([&](DivByAttr predicate) { return checkDivBy(predicate, value); })
            .Case([&](SameElementsAttr predicate) {
              return runtime::checkSameElements(
                  getCheckedOperand(std::get<TileValue>(value)), predicate.getGroupSizes());
            })
            .Case([&](BoundedAttr predicate) {
              return runtime::checkBounded(getCheckedOperand(std::get<TileValue>(value)),
                                           predicate.getLowerBound(), predicate.getUpperBound());
            });
    if (violation)
      return executor.fail(op, runtime::formatAssumeFailure(
                                   describePredicate(assumeOp.getPredicate()), *violation));
  }
  executor.set(assumeOp.getResult(), value);
  return success();
}

} // namespace

void registerMiscHandlers(HandlerRegistry &registry) {
  registry.add<PrintTkoOp>(executePrint);
  registry.add<AssumeOp>(executeAssume);
}

} // namespace tilec::interp
