// The copy descriptor's coordinates against the interpreter: for random views (shape, strides,
// dim_map) and boxes, a kernel loads every tile of a partition_view and stores it densely; the
// element each box position received must be the one at the descriptor's coordinate (or the
// zero padding where the coordinate is outside the tensor).
#include "tilec/layout/copy_descriptor.hpp"
#include "tilec/layout/print.hpp"

#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Interpreter/Interpreter.h"
#include "tilec/Interpreter/KernelArguments.h"
#include "tilec/Interpreter/SourceProgram.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <random>
#include <sstream>

using namespace tilec::layout;

namespace {

template <class T> std::string join(T const &values, char const *sep) {
  std::ostringstream os;
  for (size_t i = 0; i < values.size(); ++i) os << (i ? sep : "") << values[i];
  return os.str();
}

/// A kernel: block (x, y, z) loads tile (x, y, z) of the source view and stores it at the same
/// tile of a dense row-major destination of shape index_space * box.
template <int R>
std::string makeKernel(std::array<int64_t, R> const &shape, std::array<int64_t, R> const &strides,
                       std::array<int64_t, R> const &box, std::array<int, R> const &dimMap,
                       std::array<int64_t, R> const &dstShape) {
  std::array<int64_t, R> dstStrides{};
  int64_t s = 1;
  for (int k = R - 1; k >= 0; --k) {
    dstStrides[k] = s;
    s *= dstShape[k];
  }
  std::string srcView = "tensor_view<" + join(shape, "x") + "xi32, strides=[" + join(strides, ",") + "]>";
  std::string dstView = "tensor_view<" + join(dstShape, "x") + "xi32, strides=[" + join(dstStrides, ",") + "]>";
  std::string boxText = join(box, "x");
  std::string srcPart = "partition_view<tile=(" + boxText + "), padding_value = zero, " + srcView + ", dim_map=[" +
                        join(dimMap, ", ") + "]>";
  std::string dstPart = "partition_view<tile=(" + boxText + "), " + dstView + ">";
  char const *ids[3] = {"%x", "%y", "%z"};
  std::string index;
  for (int k = 0; k < R; ++k) index += std::string(k ? ", " : "") + ids[k];
  std::string tile = "tile<" + boxText + "xi32>";
  std::ostringstream os;
  os << "cuda_tile.module @m {\n"
     << "  entry @copy(%src: tile<ptr<i32>>, %dst: tile<ptr<i32>>) {\n"
     << "    %x, %y, %z = get_tile_block_id : tile<i32>\n"
     << "    %tv = make_tensor_view %src, shape = [" << join(shape, ", ") << "], strides = [" << join(strides, ", ")
     << "] : " << srcView << "\n"
     << "    %pv = make_partition_view %tv : " << srcPart << "\n"
     << "    %a, %t0 = load_view_tko weak %pv[" << index << "] : " << srcPart << ", tile<i32> -> " << tile
     << ", token\n"
     << "    %ov = make_tensor_view %dst, shape = [" << join(dstShape, ", ") << "], strides = ["
     << join(dstStrides, ", ") << "] : " << dstView << "\n"
     << "    %op = make_partition_view %ov : " << dstPart << "\n"
     << "    %t1 = store_view_tko weak %a, %op[" << index << "] : " << tile << ", " << dstPart
     << ", tile<i32> -> token\n"
     << "    return\n  }\n}\n";
  return os.str();
}

template <int R> void checkRandomView(std::mt19937 &rng) {
  std::array<int64_t, R> shape{}, strides{}, box{};
  std::array<int, R> dimMap{};
  for (int k = 0; k < R; ++k) {
    shape[k] = 1 + int64_t(rng() % 9);
    box[k] = int64_t(1) << (rng() % 3);
    dimMap[k] = k;
  }
  std::shuffle(dimMap.begin(), dimMap.end(), rng);
  // Strides: a random order of the dimensions, compact with random gaps.
  std::array<int, R> order{};
  for (int k = 0; k < R; ++k) order[k] = k;
  std::shuffle(order.begin(), order.end(), rng);
  int64_t next = 1 + int64_t(rng() % 2);
  for (int k = 0; k < R; ++k) {
    strides[order[k]] = next;
    next = next * shape[order[k]] + int64_t(rng() % 3);
  }
  auto desc = make_copy_descriptor<R>(nullptr, 4, shape, strides, box, dimMap);
  auto grid = desc.index_space();
  std::array<int64_t, R> dstShape{};
  for (int k = 0; k < R; ++k) dstShape[k] = grid[k] * box[k];
  std::string source = makeKernel<R>(shape, strides, box, dimMap, dstShape);

  mlir::MLIRContext context;
  context.loadDialect<tilec::cuda_tile::CudaTileDialect>();
  std::string diagnostics;
  context.getDiagEngine().registerHandler([&](mlir::Diagnostic &d) {
    llvm::raw_string_ostream os(diagnostics);
    os << d << '\n';
  });
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(source, "copy.mlir"), llvm::SMLoc());
  auto program = tilec::interp::SourceProgram::parse(sourceMgr, &context);
  ASSERT_TRUE(succeeded(program)) << diagnostics << source;
  mlir::Operation *kernel = (*program)->findKernel("copy");
  ASSERT_NE(kernel, nullptr);
  tilec::interp::Interpreter interpreter(kernel->getParentOfType<tilec::cuda_tile::TileModuleOp>());
  int64_t srcElements = 1, dstElements = 1;
  for (int k = 0; k < R; ++k) {
    srcElements += (shape[k] - 1) * strides[k];
    dstElements *= dstShape[k];
  }
  std::vector<std::string> specs = {"zeros:i32:" + std::to_string(srcElements), "zeros:i32:" + std::to_string(dstElements)};
  auto bound = tilec::interp::KernelArguments::bind(interpreter, (*program)->getParameters(kernel), specs);
  ASSERT_TRUE(bool(bound)) << llvm::toString(bound.takeError());
  auto &src = (*bound)->findBuffer("src")->data;
  auto &dst = (*bound)->findBuffer("dst")->data;
  for (int64_t i = 0; i < srcElements; ++i) src.setInt(i, i + 1); // 0 is the padding
  tilec::interp::LaunchOptions options;
  for (int k = 0; k < 3; ++k) options.grid[k] = k < R ? grid[k] : 1;
  ASSERT_TRUE(succeeded(interpreter.launch(kernel, (*bound)->getValues(), options))) << diagnostics << source;

  // Every tile, every box element: descriptor coordinate vs what the load read.
  int64_t tiles = 1;
  for (int k = 0; k < R; ++k) tiles *= grid[k];
  for (int64_t t = 0; t < tiles; ++t) {
    std::array<int64_t, R> index{};
    for (int64_t rest = t, k = 0; k < R; ++k) {
      index[k] = rest % grid[k];
      rest /= grid[k];
    }
    auto coords = desc.tile_coordinates(index);
    for (int64_t e = 0; e < (int64_t)size(coords); ++e) {
      auto c = coords(e);
      // Box element e's position in the dense destination (row-major over dstShape).
      auto inBox = idx2crd(e, flatten(coords.shape()));
      int64_t dstOffset = 0;
      [&]<std::size_t... K>(std::index_sequence<K...>) {
        int64_t pos[R] = {(index[K] * box[K] + int64_t(get<K>(inBox)))...};
        for (int k = 0; k < R; ++k) dstOffset = dstOffset * dstShape[k] + pos[k];
      }(std::make_index_sequence<R>{});
      int64_t expected = desc.in_bounds(c) ? desc.element_offset(c) + 1 : 0;
      ASSERT_EQ(dst.getInt(dstOffset), expected) << "coordinate " << to_string(c) << " of tile " << t << "\n" << source;
    }
  }
}

TEST(LayoutCopyDescriptor, MatchesPartitionViewLoads) {
  std::mt19937 rng(2024);
  for (int n = 0; n < 40; ++n) {
    checkRandomView<1>(rng);
    checkRandomView<2>(rng);
    checkRandomView<3>(rng);
  }
}

TEST(LayoutCopyDescriptor, CoordinateTensorPrints) {
  auto d = make_copy_descriptor<2>(nullptr, 4, {5, 7}, {7, 1}, {4, 2}, {1, 0});
  EXPECT_EQ(to_string(d.coordinates()), "ArithTuple(0,0) o (7,5):(_1@0,_1@1)");
  EXPECT_EQ(tensor_string(d.tile_coordinates({1, 1})), "ArithTuple(4,2) o (4,2):(_1@0,_1@1):\n"
                                                        "  (4,2)  (4,3)\n"
                                                        "  (5,2)  (5,3)\n"
                                                        "  (6,2)  (6,3)\n"
                                                        "  (7,2)  (7,3)\n");
  EXPECT_EQ(d.index_space()[0], 2);
  EXPECT_EQ(d.index_space()[1], 3);
  EXPECT_FALSE(d.in_bounds(make_tuple(7, 2)));
  EXPECT_EQ(d.element_offset(make_tuple(4, 2)), 18);
}

} // namespace
