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
#include "tilec/Interpreter/ValueFormat.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"
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

/// An element as an error message shows it: `element [1, 2] = 7`.
std::string describeElement(const TileValue &tile, int64_t linear) {
  return "element " + formatIndex(tile.delinearize(linear)) + " = " +
         formatElement(tile.elements[linear], tile.elementType);
}

/// Integers in their signed interpretation ("increase by 1" is signed, tile-ir-ops.md §3.9),
/// pointers as unsigned addresses; 128 bits hold both, so differences are exact.
__int128 readNumber(const TileValue &tile, int64_t linear) {
  unsigned width = getIntegerWidth(tile.elementType);
  if (isa<PointerType>(tile.elementType))
    return static_cast<__int128>(truncateBits(tile.elements[linear], width));
  return signExtend(tile.elements[linear], width);
}

bool isDivisible(__int128 value, int64_t divisor) {
  // The divisor is a power of two: divisibility is about the low bits, for negatives too.
  return (static_cast<uint64_t>(value) & static_cast<uint64_t>(divisor - 1)) == 0;
}

/// div_by<D[, every K along A]>: along A the tile splits into groups of K elements (the last
/// may be shorter); the first of each group is divisible by D and the others count up from it
/// by one (pointers: by one pointee). Without `every`, each element is its own group. A group
/// size of 0 makes no groups and so no claim.
std::optional<std::string> checkDivBy(DivByAttr predicate, const RuntimeValue &value) {
  int64_t divisor = predicate.getDivisor();
  if (const auto *view = std::get_if<TensorViewValue>(&value)) {
    if (isDivisible(view->base, divisor))
      return std::nullopt;
    std::string text;
    llvm::raw_string_ostream(text) << "base address " << llvm::format_hex(view->base, 0)
                                   << " is not divisible by " << divisor;
    return text;
  }
  const TileValue &tile = std::get<TileValue>(value);
  int64_t every = predicate.getEvery().value_or(1);
  int64_t along = predicate.getAlong().value_or(0);
  if (every == 0)
    return std::nullopt;
  // One step up a group adds 1 to an integer and one pointee to an address; for pointers the
  // comparison is in bits, so that 4-bit pointees (half a byte) need no special case.
  unsigned stepBits = 0;
  if (auto pointer = dyn_cast<PointerType>(tile.elementType))
    stepBits = getElementStorageBits(pointer.getPointeeType());
  for (int64_t linear = 0; linear < tile.getNumElements(); ++linear) {
    llvm::SmallVector<int64_t> index = tile.delinearize(linear);
    int64_t offset = tile.getRank() == 0 ? 0 : index[along] % every;
    __int128 number = readNumber(tile, linear);
    if (offset == 0) {
      if (!isDivisible(number, divisor))
        return describeElement(tile, linear) + " is not divisible by " + std::to_string(divisor);
      continue;
    }
    index[along] -= offset;
    int64_t first = tile.linearize(index);
    __int128 difference = number - readNumber(tile, first);
    bool counts = stepBits ? difference * 8 == __int128(offset) * stepBits : difference == offset;
    if (!counts)
      return describeElement(tile, linear) + " is not " + describeElement(tile, first) + " + " +
             std::to_string(offset) + (stepBits ? " pointees" : "");
  }
  return std::nullopt;
}

/// same_elements<[c0, ...]>: splitting dimension d into groups of c_d, all elements of a group
/// equal; equivalently each element equals the first of its group. 0 and 1 make no claim.
std::optional<std::string> checkSameElements(SameElementsAttr predicate, const TileValue &tile) {
  llvm::ArrayRef<int64_t> groupSizes = predicate.getGroupSizes();
  for (int64_t linear = 0; linear < tile.getNumElements(); ++linear) {
    llvm::SmallVector<int64_t> index = tile.delinearize(linear);
    for (auto [position, size] : llvm::zip_equal(index, groupSizes))
      if (size > 1)
        position -= position % size;
    int64_t first = tile.linearize(index);
    if (tile.elements[first] != tile.elements[linear])
      return describeElement(tile, linear) + " differs from " + describeElement(tile, first) +
             ", the first of its group";
  }
  return std::nullopt;
}

/// bounded<lb, ub>: every element, read signed, within [lb, ub]; `?` leaves a side open.
std::optional<std::string> checkBounded(BoundedAttr predicate, const TileValue &tile) {
  std::optional<int64_t> lower = predicate.getLowerBound(), upper = predicate.getUpperBound();
  for (int64_t linear = 0; linear < tile.getNumElements(); ++linear) {
    __int128 number = readNumber(tile, linear);
    if (lower && number < *lower)
      return describeElement(tile, linear) + " is below the lower bound " +
             std::to_string(*lower);
    if (upper && number > *upper)
      return describeElement(tile, linear) + " is above the upper bound " +
             std::to_string(*upper);
  }
  return std::nullopt;
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
              return checkSameElements(predicate, std::get<TileValue>(value));
            })
            .Case([&](BoundedAttr predicate) {
              return checkBounded(predicate, std::get<TileValue>(value));
            });
    if (violation)
      return executor.fail(op, "assume: predicate " + describePredicate(assumeOp.getPredicate()) +
                                   " does not hold: " + *violation);
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
