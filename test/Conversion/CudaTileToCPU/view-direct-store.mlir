// An elementwise op whose tile a weak store writes right after it (lib/Conversion/CudaTileToCPU/
// DirectStores.cpp) asks the copy engine for the tile's place in the tensor
// (tilec_rt_view_store_target) and, where it gets one, writes each 64 bytes of the tile there
// with one non-temporal store; the store then only runs when it did not.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// CHECK-LABEL: func.func @vadd
// CHECK: %[[TARGET:.*]] = call @tilec_rt_view_store_target(
// CHECK: %[[NOT_WRITTEN:.*]] = arith.cmpi eq, %[[TARGET]]
// CHECK: %[[WRITTEN:.*]] = arith.cmpi ne, %[[TARGET]]
// CHECK: scf.if %[[WRITTEN]] {
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.addf
// CHECK: llvm.store {{.*}} {alignment = 64 : i64, nontemporal} : vector<16xf32>, !llvm.ptr
// CHECK: } else {
// CHECK: scf.for
// CHECK: arith.addf
// CHECK: scf.if %[[NOT_WRITTEN]] {
// CHECK: call @tilec_rt_view_store(
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain
// CHECK: %[[CHAIN_TARGET:.*]] = call @tilec_rt_view_store_target(
// CHECK-NOT: scf.for
// CHECK: scf.if
// CHECK: scf.for
// CHECK: scf.for
// CHECK: llvm.intr.fma
// CHECK: arith.mulf
// CHECK: arith.subf
// CHECK: llvm.store {{.*}} nontemporal
// CHECK: } else {
// CHECK-NEXT: scf.for
// CHECK: llvm.intr.fma
// CHECK: arith.subf
// CHECK: } {tilec.elementwise}
// CHECK-NEXT: }
// CHECK-NOT: scf.for
// CHECK: call @tilec_rt_view_store(
//
// LLVM makes the line loop one vector add and one aligned non-temporal store per 64 bytes:
// RUN: tilec compile %s --entry vadd --emit=asm | FileCheck %s --check-prefix=ASM
// ASM: vaddps
// ASM-NEXT: vmovntps
//
// Not where the tile is used again, where anything but pure ops comes between the op and the
// store (a print: writing the tile early would be seen in order), for stores that are not weak
// or promise `inbounds`, nor for tiles under 4 KiB:
// CHECK-LABEL: func.func @not_direct
// CHECK-NOT: tilec_rt_view_store_target
// CHECK: return
//
// Results against the interpreter, with tensors of 16 MiB and more (the only ones stores stream
// to), on 1 and 2 threads, checked and unchecked: whole tiles go direct, the last, partial one
// (n = 2^22 + 1000) the usual way; a fused chain; a 2-D tile of whole rows; i16, i32 and f64 tiles (2, 4 and
// 8 bytes per element; the interpreter takes seconds for 2^23 f16 elements); an output view 5
// elements into its buffer (never aligned: the usual way); and one block that reads a tile in
// place and stores to the same tensor 16 elements further on, overlapping it (the direct loop
// would overwrite elements it has yet to read, so it must not be taken).
// RUN: tilec run --compare-interpreter %s --entry vadd --grid 1025 --arg rand:f32:4195304:1 --arg rand:f32:4195304:2 --arg zeros:f32:4195304 --arg 4195304 --threads 2 --unchecked
// RUN: tilec run --compare-interpreter %s --entry chain --grid 1025 --arg rand:f32:4195304:11 --arg rand:f32:4195304:12 --arg zeros:f32:4195304 --arg 4195304 --arg -0.75 --threads 2
// RUN: tilec run --compare-interpreter %s --entry rows --grid 1025 --arg rand:f32:4197376:3 --arg zeros:f32:4197376 --arg 4099 --threads 2
// RUN: tilec run --compare-interpreter %s --entry add_i16 --grid 1025 --arg rand:i16:8396800:4 --arg rand:i16:8396800:5 --arg zeros:i16:8396800 --threads 2
// RUN: tilec run --compare-interpreter %s --entry add_i32 --grid 1025 --arg rand:i32:4198400:6 --arg rand:i32:4198400:7 --arg zeros:i32:4198400 --threads 2
// RUN: tilec run --compare-interpreter %s --entry add_f64 --grid 1025 --arg rand:f64:2099200:8 --arg rand:f64:2099200:9 --arg zeros:f64:2099200 --threads 2
// RUN: tilec run --compare-interpreter %s --entry vadd_offset --grid 1024 --arg rand:f32:4194304:1 --arg rand:f32:4194304:2 --arg zeros:f32:4194309 --arg 4194304 --threads 1
// RUN: tilec run --compare-interpreter %s --entry shifted_in_place --grid 1 --arg rand:f32:4194320:10 --threads 1
// Inside a loop, 16 tiles per block: the first 8 go direct; from the 9th in-place load on the
// block's list of tiles read in place is full and the stores go the usual way.
// RUN: tilec run --compare-interpreter %s --entry in_loop --grid 64 --arg rand:f32:4194304:13 --arg zeros:f32:4194304 --threads 2
cuda_tile.module @m {
  entry @vadd(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i64>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tb = make_tensor_view %b, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pb = make_partition_view %tb : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %y, %t1 = load_view_tko weak %pb[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %s = addf %x, %y : tile<4096xf32>
    %t2 = store_view_tko weak %s, %pc[%bx] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // An epilogue chain: its loops fuse into one (ElementwiseFusion.cpp), whose version for the
  // tensor computes the whole chain per cache line.
  entry @chain(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i64>,
               %alpha: tile<f32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tb = make_tensor_view %b, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pb = make_partition_view %tb : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %y, %t1 = load_view_tko weak %pb[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %alpha1 = reshape %alpha : tile<f32> -> tile<1xf32>
    %alphab = broadcast %alpha1 : tile<1xf32> -> tile<4096xf32>
    %zero = constant <f32: 0.0> : tile<4096xf32>
    %u = fma %x, %alphab, %y : tile<4096xf32>
    %r = maxf %u, %zero : tile<4096xf32>
    %v = mulf %r, %y : tile<4096xf32>
    %w = subf %v, %x : tile<4096xf32>
    %t2 = store_view_tko weak %w, %pc[%bx] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // y = 3x + 1 over 4x1024 tiles of whole rows (the last block has 3 of its 4 rows).
  entry @rows(%x: tile<ptr<f32>>, %y: tile<ptr<f32>>, %r: tile<i64>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [%r, 1024], strides = [1024, 1] : tile<i64> -> tensor_view<?x1024xf32, strides=[1024,1]>
    %ty = make_tensor_view %y, shape = [%r, 1024], strides = [1024, 1] : tile<i64> -> tensor_view<?x1024xf32, strides=[1024,1]>
    %px = make_partition_view %tx : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[1024,1]>>
    %py = make_partition_view %ty : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[1024,1]>>
    %v, %t0 = load_view_tko weak %px[%bx, %c0] : partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> tile<4x1024xf32>, token
    %three = constant <f32: 3.0> : tile<4x1024xf32>
    %one = constant <f32: 1.0> : tile<4x1024xf32>
    %w = fma %v, %three, %one : tile<4x1024xf32>
    %t1 = store_view_tko weak %w, %py[%bx, %c0] : tile<4x1024xf32>, partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[1024,1]>>, tile<i32> -> token
    return
  }

  entry @add_i16(%a: tile<ptr<i16>>, %b: tile<ptr<i16>>, %c: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [8396800], strides = [1] : tensor_view<8396800xi16, strides=[1]>
    %tb = make_tensor_view %b, shape = [8396800], strides = [1] : tensor_view<8396800xi16, strides=[1]>
    %tc = make_tensor_view %c, shape = [8396800], strides = [1] : tensor_view<8396800xi16, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(8192), tensor_view<8396800xi16, strides=[1]>>
    %pb = make_partition_view %tb : partition_view<tile=(8192), tensor_view<8396800xi16, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(8192), tensor_view<8396800xi16, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(8192), tensor_view<8396800xi16, strides=[1]>>, tile<i32> -> tile<8192xi16>, token
    %y, %t1 = load_view_tko weak %pb[%bx] : partition_view<tile=(8192), tensor_view<8396800xi16, strides=[1]>>, tile<i32> -> tile<8192xi16>, token
    %s = addi %x, %y : tile<8192xi16>
    %t2 = store_view_tko weak %s, %pc[%bx] : tile<8192xi16>, partition_view<tile=(8192), tensor_view<8396800xi16, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @add_i32(%a: tile<ptr<i32>>, %b: tile<ptr<i32>>, %c: tile<ptr<i32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [4198400], strides = [1] : tensor_view<4198400xi32, strides=[1]>
    %tb = make_tensor_view %b, shape = [4198400], strides = [1] : tensor_view<4198400xi32, strides=[1]>
    %tc = make_tensor_view %c, shape = [4198400], strides = [1] : tensor_view<4198400xi32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(4096), tensor_view<4198400xi32, strides=[1]>>
    %pb = make_partition_view %tb : partition_view<tile=(4096), tensor_view<4198400xi32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<4198400xi32, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(4096), tensor_view<4198400xi32, strides=[1]>>, tile<i32> -> tile<4096xi32>, token
    %y, %t1 = load_view_tko weak %pb[%bx] : partition_view<tile=(4096), tensor_view<4198400xi32, strides=[1]>>, tile<i32> -> tile<4096xi32>, token
    %s = xori %x, %y : tile<4096xi32>
    %t2 = store_view_tko weak %s, %pc[%bx] : tile<4096xi32>, partition_view<tile=(4096), tensor_view<4198400xi32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @add_f64(%a: tile<ptr<f64>>, %b: tile<ptr<f64>>, %c: tile<ptr<f64>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %ta = make_tensor_view %a, shape = [2099200], strides = [1] : tensor_view<2099200xf64, strides=[1]>
    %tb = make_tensor_view %b, shape = [2099200], strides = [1] : tensor_view<2099200xf64, strides=[1]>
    %tc = make_tensor_view %c, shape = [2099200], strides = [1] : tensor_view<2099200xf64, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(2048), tensor_view<2099200xf64, strides=[1]>>
    %pb = make_partition_view %tb : partition_view<tile=(2048), tensor_view<2099200xf64, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(2048), tensor_view<2099200xf64, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(2048), tensor_view<2099200xf64, strides=[1]>>, tile<i32> -> tile<2048xf64>, token
    %y, %t1 = load_view_tko weak %pb[%bx] : partition_view<tile=(2048), tensor_view<2099200xf64, strides=[1]>>, tile<i32> -> tile<2048xf64>, token
    %s = subf %x, %y : tile<2048xf64>
    %t2 = store_view_tko weak %s, %pc[%bx] : tile<2048xf64>, partition_view<tile=(2048), tensor_view<2099200xf64, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @vadd_offset(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>, %n: tile<i64>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %five = constant <i64: 5> : tile<i64>
    %c5 = offset %c, %five : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %ta = make_tensor_view %a, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tb = make_tensor_view %b, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %tc = make_tensor_view %c5, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pb = make_partition_view %tb : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %y, %t1 = load_view_tko weak %pb[%bx] : partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %s = addf %x, %y : tile<4096xf32>
    %t2 = store_view_tko weak %s, %pc[%bx] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  // x = the first 4096 elements of t (read in place), t[16 + i] = x[i] + 1 (after the load:
  // its token orders the store).
  entry @shifted_in_place(%t: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %sixteen = constant <i64: 16> : tile<i64>
    %t16 = offset %t, %sixteen : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %tx = make_tensor_view %t, shape = [4194304], strides = [1] : tensor_view<4194304xf32, strides=[1]>
    %ty = make_tensor_view %t16, shape = [4194304], strides = [1] : tensor_view<4194304xf32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(4096), tensor_view<4194304xf32, strides=[1]>>
    %py = make_partition_view %ty : partition_view<tile=(4096), tensor_view<4194304xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %px[%c0] : partition_view<tile=(4096), tensor_view<4194304xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %one = constant <f32: 1.0> : tile<4096xf32>
    %y = addf %x, %one : tile<4096xf32>
    %t1 = store_view_tko weak %y, %py[%c0] token = %t0 : tile<4096xf32>, partition_view<tile=(4096), tensor_view<4194304xf32, strides=[1]>>, tile<i32> -> token
    return
  }

  entry @in_loop(%a: tile<ptr<f32>>, %c: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c16 = constant <i32: 16> : tile<i32>
    %ta = make_tensor_view %a, shape = [4194304], strides = [1] : tensor_view<4194304xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [4194304], strides = [1] : tensor_view<4194304xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(4096), tensor_view<4194304xf32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<4194304xf32, strides=[1]>>
    %two = constant <f32: 2.0> : tile<4096xf32>
    for %k in (%c0 to %c16, step %c1) : tile<i32> {
      %base = muli %bx, %c16 : tile<i32>
      %i = addi %base, %k : tile<i32>
      %x, %t0 = load_view_tko weak %pa[%i] : partition_view<tile=(4096), tensor_view<4194304xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
      %y = mulf %x, %two : tile<4096xf32>
      %t1 = store_view_tko weak %y, %pc[%i] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<4194304xf32, strides=[1]>>, tile<i32> -> token
      continue
    }
    return
  }

  entry @not_direct(%a: tile<ptr<f32>>, %c: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %ta = make_tensor_view %a, shape = [1048576], strides = [1] : tensor_view<1048576xf32, strides=[1]>
    %tc = make_tensor_view %c, shape = [1048576], strides = [1] : tensor_view<1048576xf32, strides=[1]>
    %pa = make_partition_view %ta : partition_view<tile=(4096), tensor_view<1048576xf32, strides=[1]>>
    %pc = make_partition_view %tc : partition_view<tile=(4096), tensor_view<1048576xf32, strides=[1]>>
    %ps = make_partition_view %tc : partition_view<tile=(512), tensor_view<1048576xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %pa[%c0] : partition_view<tile=(4096), tensor_view<1048576xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %two = constant <f32: 2.0> : tile<4096xf32>
    // Used again.
    %y = mulf %x, %two : tile<4096xf32>
    %t1 = store_view_tko weak %y, %pc[%c0] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<1048576xf32, strides=[1]>>, tile<i32> -> token
    %y2 = addf %y, %y : tile<4096xf32>
    // A print in between.
    %z = addf %x, %two : tile<4096xf32>
    %p = print_tko "between\n" -> token
    %t2 = store_view_tko weak %z, %pc[%c0] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<1048576xf32, strides=[1]>>, tile<i32> -> token
    // A relaxed store; a promise to check.
    %u = subf %x, %two : tile<4096xf32>
    %t3 = store_view_tko relaxed device %u, %pc[%c0] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<1048576xf32, strides=[1]>>, tile<i32> -> token
    %v = subf %y2, %two : tile<4096xf32>
    %t4 = store_view_tko weak %v, %pc[%c0] inbounds = [true] : tile<4096xf32>, partition_view<tile=(4096), tensor_view<1048576xf32, strides=[1]>>, tile<i32> -> token
    // 2 KiB.
    %small = constant <f32: 1.0> : tile<512xf32>
    %w = addf %small, %small : tile<512xf32>
    %t5 = store_view_tko weak %w, %ps[%c0] : tile<512xf32>, partition_view<tile=(512), tensor_view<1048576xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
