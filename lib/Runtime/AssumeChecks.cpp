//===- AssumeChecks.cpp - checked mode's test of assume predicates --------===//
#include "tilec/Runtime/AssumeChecks.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace tilec::runtime {

namespace {

int64_t getNumElements(const PrintOperand &tile) {
  int64_t count = 1;
  for (int64_t extent : tile.shape)
    count *= extent;
  return count;
}

llvm::SmallVector<int64_t> delinearize(const PrintOperand &tile, int64_t linear) {
  llvm::SmallVector<int64_t> index(tile.shape.size());
  for (int64_t dim = int64_t(tile.shape.size()) - 1; dim >= 0; --dim) {
    index[dim] = linear % tile.shape[dim];
    linear /= tile.shape[dim];
  }
  return index;
}

int64_t linearize(const PrintOperand &tile, llvm::ArrayRef<int64_t> index) {
  int64_t linear = 0;
  for (auto [position, extent] : llvm::zip_equal(index, tile.shape))
    linear = linear * extent + position;
  return linear;
}

/// An element as an error message shows it: `element [1, 2] = 7`.
std::string describeElement(const PrintOperand &tile, int64_t linear) {
  return "element " + formatIndex(delinearize(tile, linear)) + " = " +
         formatElement(tile.getElement(linear), tile.kind);
}

/// Integers in their signed interpretation ("increase by 1" is signed, tile-ir-ops.md §3.9),
/// pointers as unsigned addresses; 128 bits hold both, so differences are exact.
__int128 readNumber(const PrintOperand &tile, int64_t linear) {
  if (tile.kind.isPointer())
    return static_cast<__int128>(tile.getElement(linear));
  return signExtend(tile.getElement(linear), tile.kind.getIntegerWidth());
}

bool isDivisible(__int128 value, int64_t divisor) {
  // The divisor is a power of two: divisibility is about the low bits, for negatives too.
  return (static_cast<uint64_t>(value) & static_cast<uint64_t>(divisor - 1)) == 0;
}

} // namespace

std::optional<std::string> checkDivBy(const PrintOperand &tile, unsigned pointeeBits,
                                      int64_t divisor, int64_t every, int64_t along) {
  if (every == 0)
    return std::nullopt;
  // One step up a group adds 1 to an integer and one pointee to an address; for pointers the
  // comparison is in bits, so that 4-bit pointees (half a byte) need no special case.
  for (int64_t linear = 0; linear < getNumElements(tile); ++linear) {
    llvm::SmallVector<int64_t> index = delinearize(tile, linear);
    int64_t offset = index.empty() ? 0 : index[along] % every;
    __int128 number = readNumber(tile, linear);
    if (offset == 0) {
      if (!isDivisible(number, divisor))
        return describeElement(tile, linear) + " is not divisible by " + std::to_string(divisor);
      continue;
    }
    index[along] -= offset;
    int64_t first = linearize(tile, index);
    __int128 difference = number - readNumber(tile, first);
    bool counts = pointeeBits ? difference * 8 == __int128(offset) * pointeeBits
                              : difference == offset;
    if (!counts)
      return describeElement(tile, linear) + " is not " + describeElement(tile, first) + " + " +
             std::to_string(offset) + (pointeeBits ? " pointees" : "");
  }
  return std::nullopt;
}

std::optional<std::string> checkBaseDivBy(uint64_t base, int64_t divisor) {
  if (isDivisible(base, divisor))
    return std::nullopt;
  std::string text;
  llvm::raw_string_ostream(text) << "base address " << llvm::format_hex(base, 0)
                                 << " is not divisible by " << divisor;
  return text;
}

std::optional<std::string> checkSameElements(const PrintOperand &tile,
                                             llvm::ArrayRef<int64_t> groupSizes) {
  // Each element equals the first of its group.
  for (int64_t linear = 0; linear < getNumElements(tile); ++linear) {
    llvm::SmallVector<int64_t> index = delinearize(tile, linear);
    for (auto [position, size] : llvm::zip_equal(index, groupSizes))
      if (size > 1)
        position -= position % size;
    int64_t first = linearize(tile, index);
    if (tile.getElement(first) != tile.getElement(linear))
      return describeElement(tile, linear) + " differs from " + describeElement(tile, first) +
             ", the first of its group";
  }
  return std::nullopt;
}

std::optional<std::string> checkBounded(const PrintOperand &tile, std::optional<int64_t> lower,
                                        std::optional<int64_t> upper) {
  for (int64_t linear = 0; linear < getNumElements(tile); ++linear) {
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

std::string formatAssumeFailure(llvm::StringRef predicateText, llvm::StringRef violation) {
  return ("assume: predicate " + predicateText + " does not hold: " + violation).str();
}

} // namespace tilec::runtime
