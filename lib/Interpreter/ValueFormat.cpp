//===- ValueFormat.cpp - printing tiles the way users read them -----------===//
#include "tilec/Interpreter/ValueFormat.h"

#include "tilec/Interpreter/ElementCodec.h"

namespace tilec::interp {

namespace {

class TilePrinter {
public:
  TilePrinter(llvm::raw_ostream &os, const TileValue &tile, const TileFormatOptions &options)
      : os(os), tile(tile), summarise(tile.getNumElements() > options.summaryThreshold),
        edgeItems(options.edgeItems) {}

  /// Prints the sub-tile whose leading indices are fixed and that starts at linear `offset`.
  void print(int64_t dim, int64_t offset) {
    if (dim == tile.getRank()) {
      os << formatElement(tile.elements[offset], tile.elementType);
      return;
    }
    int64_t extent = tile.shape[dim];
    int64_t stride = 1;
    for (int64_t later = dim + 1; later < tile.getRank(); ++later)
      stride *= tile.shape[later];
    bool elide = summarise && extent > 2 * edgeItems;
    // Inner dimensions of a matrix go on their own lines, indented under the opening bracket.
    std::string separator = dim + 1 == tile.getRank()
                                ? ", "
                                : "," + std::string(tile.getRank() - dim - 1, '\n') +
                                      std::string(dim + 1, ' ');
    os << '[';
    for (int64_t index = 0; index < extent; ++index) {
      if (index)
        os << separator;
      if (elide && index == edgeItems) {
        os << "..." << separator;
        index = extent - edgeItems;
      }
      print(dim + 1, offset + index * stride);
    }
    os << ']';
  }

private:
  llvm::raw_ostream &os;
  const TileValue &tile;
  bool summarise;
  int64_t edgeItems;
};

} // namespace

void printTile(llvm::raw_ostream &os, const TileValue &tile, const TileFormatOptions &options) {
  TilePrinter(os, tile, options).print(0, 0);
}

} // namespace tilec::interp
