// The 13.5 multimem view ops (tile-ir-13.4-13.5.md §5.1). Their custom syntax is tilec's own
// until NVIDIA's is known: ORD [SCOPE] [REDOP] %view[%i, ...][, %tile] with the view ops'
// clauses, then `: [T,] VIEW [, Tidx] -> ...`. Generic form: memory_ordering_semantics,
// memory_scope and reduction (add 0, min 1, max 2, and 3, or 4, xor 5) as i32.
// RUN: tilec-opt %s | FileCheck %s
// RUN: tilec-opt %s | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %s | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: not tilec-opt --tile-ir-version=13.4 %s 2>&1 | FileCheck %s --check-prefix=V134
// RUN: not tilec-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BC

// V134: error: 'cuda_tile.multimem_load_reduce_view_tko' op was introduced in Tile IR 13.5 and is not available in Tile IR 13.4 (--tile-ir-version=13.4)
// 13.4 bytecode cannot hold the multicast views these ops need (and 13.5 opcodes are unknown).
// BC: error: #cuda_tile.ptr_attr<multicast> is Tile IR 13.5, which this bytecode writer cannot target (highest: 13.4)

// GENERIC: "cuda_tile.multimem_load_reduce_view_tko"(%{{.*}}, %{{.*}}) <{inbounds = array<i1: true>, memory_ordering_semantics = 2 : i32, memory_scope = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0>, reduction = 0 : i32}>
// GENERIC: "cuda_tile.multimem_reduce_view_tko"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{memory_ordering_semantics = 3 : i32, memory_scope = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1>, reduction = 5 : i32}>

// CHECK-LABEL: entry @collectives
// CHECK: %{{.*}}, %{{.*}} = multimem_load_reduce_view_tko acquire device add %pview[%{{.*}}] inbounds = [true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
// CHECK: multimem_load_reduce_view_tko weak max %{{.*}}[%{{.*}}] token = %{{.*}} : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xi32>, token
// CHECK: multimem_reduce_view_tko relaxed device add %pview[%{{.*}}], %{{.*}} : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
// CHECK: multimem_reduce_view_tko release sys xor %{{.*}}[%{{.*}}], %{{.*}} token = %{{.*}} : tile<16xi32>
// CHECK: multimem_store_view_tko weak %pview[%{{.*}}], %{{.*}} : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
// CHECK: multimem_store_view_tko release tl_blk %{{.*}}[%{{.*}}], %{{.*}} inbounds = [true] token = %{{.*}} : tile<16xi32>
cuda_tile.module @m {
  entry @collectives(%p: tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>>,
                     %q: tile<ptr<i32, #cuda_tile.ptr_attr<multicast>>>) {
    %tv = make_tensor_view %p, shape = [64], strides = [1] : tile<ptr<f32, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %tq = make_tensor_view %q, shape = [64], strides = [1] : tile<ptr<i32, #cuda_tile.ptr_attr<multicast>>> -> tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pq = make_partition_view %tq : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %i = constant <i32: 1> : tile<i32>
    %x, %t0 = multimem_load_reduce_view_tko acquire device add %pv[%i] inbounds = [true] : partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xf32>, token
    %y, %t1 = multimem_load_reduce_view_tko weak max %pq[%i] token = %t0 : partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<16xi32>, token
    %t2 = multimem_reduce_view_tko relaxed device add %pv[%i], %x : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %t3 = multimem_reduce_view_tko release sys xor %pq[%i], %y token = %t2 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %t4 = multimem_store_view_tko weak %pv[%i], %x : tile<16xf32>, partition_view<tile=(16), tensor_view<64xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    %t5 = multimem_store_view_tko release tl_blk %pq[%i], %y inbounds = [true] token = %t4 : tile<16xi32>, partition_view<tile=(16), tensor_view<64xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> token
    return
  }
}
