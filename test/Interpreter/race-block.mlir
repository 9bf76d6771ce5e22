// Data races inside one tile block (tile-ir-ops.md §1.5, §1.6). Two accesses to one location,
// at least one a write (atomics are writes), race unless token order puts one before the
// other (the later op's input token reaches the earlier op's result token, through
// join_tokens, other token ops and tokens carried by for/loop/if), or both carry a scope
// (morally strong). Checked mode reports the race at the later operation.

// A weak store, then a weak load of the same address without a token: UB.
// Races are diagnosed by the interpreter alone (`tilec run --interpret`): compiled code does
// not track them.
// RUN: not tilec run --interpret %s --entry store_then_load --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=STLD
// STLD: error: load_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was written by store_ptr_tko at {{.*}}race-block.mlir:[[# @LINE + 7]]:11 without a token ordering it before this read (in tile block (0, 0, 0))
// Unchecked mode tracks nothing and runs on in program order.
// RUN: tilec run %s --entry store_then_load --arg zeros:i32:1 --unchecked | FileCheck %s --check-prefix=UNCHECKED
// UNCHECKED: result #0: tile<i32> = 7
cuda_tile.module @m {
  testing$func @store_then_load(%p: tile<ptr<i32>>) -> tile<i32> {
    %x = constant <i32: 7> : tile<i32>
    %t0 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %y, %t1 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    return %y : tile<i32>
  }

  // The load waits for the store through its token, directly or through another op.
  // RUN: tilec run %s --entry chained --arg zeros:i32:2 | FileCheck %s --check-prefix=CHAIN
  // CHAIN: result #0: tile<i32> = 7
  // CHAIN-NEXT: result #1: tile<i32> = 7
  testing$func @chained(%p: tile<ptr<i32>>) -> (tile<i32>, tile<i32>) {
    %x = constant <i32: 7> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %q = offset %p, %one : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %y, %t1 = load_ptr_tko weak %p token=%t0 : tile<ptr<i32>> -> tile<i32>, token
    // %q's load waits for %p's store through %p's load: waits-for is transitive.
    %t2 = store_ptr_tko weak %q, %x token=%t1 : tile<ptr<i32>>, tile<i32> -> token
    %t3 = store_ptr_tko weak %p, %x token=%t2 : tile<ptr<i32>>, tile<i32> -> token
    %z, %t4 = load_ptr_tko weak %q token=%t3 : tile<ptr<i32>> -> tile<i32>, token
    return %y, %z : tile<i32>, tile<i32>
  }

  // A token of an unrelated access orders nothing, although the store runs first.
  // RUN: not tilec run --interpret %s --entry wrong_chain --arg zeros:i32:2 2>&1 | FileCheck %s --check-prefix=WRONG
  // WRONG: error: load_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was written by store_ptr_tko at {{.*}}race-block.mlir:[[# @LINE + 5]]:11 without a token ordering it before this read (in tile block (0, 0, 0))
  testing$func @wrong_chain(%p: tile<ptr<i32>>) -> tile<i32> {
    %x = constant <i32: 7> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %q = offset %p, %one : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %t1 = store_ptr_tko weak %q, %x : tile<ptr<i32>>, tile<i32> -> token
    %y, %t2 = load_ptr_tko weak %p token=%t1 : tile<ptr<i32>> -> tile<i32>, token
    return %y : tile<i32>
  }

  // join_tokens waits for every input; print_tko passes its input on.
  // RUN: tilec run %s --entry joined --arg zeros:i32:2 | FileCheck %s --check-prefix=JOIN
  // JOIN: printed
  // JOIN-NEXT: result #0: tile<i32> = 7
  // JOIN-NEXT: result #1: tile<i32> = 7
  testing$func @joined(%p: tile<ptr<i32>>) -> (tile<i32>, tile<i32>) {
    %x = constant <i32: 7> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %q = offset %p, %one : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %t1 = store_ptr_tko weak %q, %x : tile<ptr<i32>>, tile<i32> -> token
    %fresh = make_token : token
    %j = join_tokens %fresh, %t1, %t0 : token
    %y, %t2 = load_ptr_tko weak %p token=%j : tile<ptr<i32>> -> tile<i32>, token
    %t3 = print_tko "printed\n" token=%t1 -> token
    %z, %t4 = load_ptr_tko weak %q token=%t3 : tile<ptr<i32>> -> tile<i32>, token
    return %y, %z : tile<i32>, tile<i32>
  }

  // A token carried by `for`: each iteration's load waits for the previous iteration's
  // store, the final load for the last store. p[0] counts 0 -> 4.
  // RUN: tilec run %s --entry for_carried --arg zeros:i32:1 | FileCheck %s --check-prefix=FOR
  // FOR: result #0: tile<i32> = 4
  testing$func @for_carried(%p: tile<ptr<i32>>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %t0 = make_token : token
    %r = for %i in (%c0 to %c4, step %c1) : tile<i32> iter_values(%t = %t0) -> (token) {
      %v, %tl = load_ptr_tko weak %p token=%t : tile<ptr<i32>> -> tile<i32>, token
      %v1 = addi %v, %c1 : tile<i32>
      %ts = store_ptr_tko weak %p, %v1 token=%tl : tile<ptr<i32>>, tile<i32> -> token
      continue %ts : token
    }
    %y, %ty = load_ptr_tko weak %p token=%r : tile<ptr<i32>> -> tile<i32>, token
    return %y : tile<i32>
  }

  // The same loop carrying the initial token on: the second iteration's load is not ordered
  // after the first iteration's store.
  // RUN: not tilec run --interpret %s --entry for_not_carried --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=NOCARRY
  // NOCARRY: error: load_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was written by store_ptr_tko at {{.*}}race-block.mlir:[[# @LINE + 9]]:13 without a token ordering it before this read (in tile block (0, 0, 0))
  testing$func @for_not_carried(%p: tile<ptr<i32>>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %t0 = make_token : token
    %r = for %i in (%c0 to %c4, step %c1) : tile<i32> iter_values(%t = %t0) -> (token) {
      %v, %tl = load_ptr_tko weak %p token=%t : tile<ptr<i32>> -> tile<i32>, token
      %v1 = addi %v, %c1 : tile<i32>
      %ts = store_ptr_tko weak %p, %v1 token=%tl : tile<ptr<i32>>, tile<i32> -> token
      continue %t : token
    }
    return %c0 : tile<i32>
  }

  // Tokens leave `loop` through break and continue, and `if` through yield.
  // RUN: tilec run %s --entry loop_and_if --arg zeros:i32:1 | FileCheck %s --check-prefix=LOOPIF
  // LOOPIF: result #0: tile<i32> = 3
  testing$func @loop_and_if(%p: tile<ptr<i32>>) -> tile<i32> {
    %c1 = constant <i32: 1> : tile<i32>
    %c3 = constant <i32: 3> : tile<i32>
    %t0 = make_token : token
    %r = loop iter_values(%t = %t0) : token -> token {
      %v, %tl = load_ptr_tko weak %p token=%t : tile<ptr<i32>> -> tile<i32>, token
      %v1 = addi %v, %c1 : tile<i32>
      %done = cmpi equal %v1, %c3, signed : tile<i32> -> tile<i1>
      %ts = if %done -> (token) {
        %tw = store_ptr_tko weak %p, %v1 token=%tl : tile<ptr<i32>>, tile<i32> -> token
        yield %tw : token
      } else {
        %tw = store_ptr_tko weak %p, %v1 token=%tl : tile<ptr<i32>>, tile<i32> -> token
        continue %tw : token
      }
      break %ts : token
    }
    %y, %ty = load_ptr_tko weak %p token=%r : tile<ptr<i32>> -> tile<i32>, token
    return %y : tile<i32>
  }

  // Both accesses scoped (any scope includes the own tile block): morally strong, no race.
  // RUN: tilec run %s --entry both_scoped --arg zeros:i32:1 | FileCheck %s --check-prefix=SCOPED
  // SCOPED: result #0: tile<i32> = 7
  testing$func @both_scoped(%p: tile<ptr<i32>>) -> tile<i32> {
    %x = constant <i32: 7> : tile<i32>
    %t0 = store_ptr_tko relaxed tl_blk %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %y, %t1 = load_ptr_tko relaxed device %p : tile<ptr<i32>> -> tile<i32>, token
    return %y : tile<i32>
  }

  // A weak access is morally strong with nothing, even with a scoped one.
  // RUN: not tilec run --interpret %s --entry weak_vs_relaxed --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=WEAKREL
  // WEAKREL: error: load_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was written by store_ptr_tko at {{.*}}race-block.mlir:[[# @LINE + 3]]:11 without a token ordering it before this read
  testing$func @weak_vs_relaxed(%p: tile<ptr<i32>>) -> tile<i32> {
    %x = constant <i32: 7> : tile<i32>
    %t0 = store_ptr_tko relaxed device %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %y, %t1 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    return %y : tile<i32>
  }

  // An atomic is a write (and a read) and always scoped; a weak store after it races.
  // RUN: not tilec run --interpret %s --entry atomic_vs_weak --arg zeros:i32:4 2>&1 | FileCheck %s --check-prefix=ATOMIC
  // ATOMIC: error: store_ptr_tko: data race: lane [2] (address 0x{{[0-9a-f]+}}) was updated atomically by atomic_rmw_tko at {{.*}}race-block.mlir:[[# @LINE + 7]]:17 without a token ordering it before this write
  testing$func @atomic_vs_weak(%p: tile<ptr<i32>>) -> tile<4xi32> {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %o = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %ps = offset %pb, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %m = constant <i1: [false, false, true, false]> : tile<4xi1>
    %old, %t0 = atomic_rmw_tko relaxed device %ps, add, %o, %m : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %t1 = store_ptr_tko weak %ps, %o : tile<4xptr<i32>>, tile<4xi32> -> token
    return %old : tile<4xi32>
  }

  // Reads never conflict with reads.
  // RUN: tilec run %s --entry read_read --arg iota:i32:1 | FileCheck %s --check-prefix=READS
  // READS: result #0: tile<i32> = 0
  testing$func @read_read(%p: tile<ptr<i32>>) -> tile<i32> {
    %y, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %z, %t1 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %w, %t2 = load_ptr_tko relaxed tl_blk %p : tile<ptr<i32>> -> tile<i32>, token
    return %z : tile<i32>
  }

  // A write after a read needs a token as much as a read after a write.
  // RUN: not tilec run --interpret %s --entry load_then_store --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=LDST
  // LDST: error: store_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was read by load_ptr_tko at {{.*}}race-block.mlir:[[# @LINE + 3]]:15 without a token ordering it before this write
  testing$func @load_then_store(%p: tile<ptr<i32>>) {
    %x = constant <i32: 7> : tile<i32>
    %y, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %t1 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // View accesses are element accesses too. The load reads rows 2 and 3 of the 4x2 tensor,
  // the store writes all of it: its element [2, 0] is the first that the load read.
  // RUN: not tilec run --interpret %s --entry view_load_store --arg zeros:f32:8 2>&1 | FileCheck %s --check-prefix=VIEW
  // VIEW: error: store_view_tko: data race: element [2, 0] (address 0x{{[0-9a-f]+}}) was read by load_view_tko at {{.*}}race-block.mlir:[[# @LINE + 8]]:15 without a token ordering it before this write (in tile block (0, 0, 0))
  testing$func @view_load_store(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>
    %rows = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>>
    %all = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<4x2xf32, strides=[2,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x = constant <f32: 1.0> : tile<4x2xf32>
    %a, %t0 = load_view_tko weak %rows[%c1, %c0] : partition_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>>, tile<i32> -> tile<2x2xf32>, token
    %t1 = store_view_tko weak %x, %all[%c0, %c0] : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<4x2xf32, strides=[2,1]>>, tile<i32> -> token
    return
  }

  // The same with the token: fine.
  // RUN: tilec run %s --entry view_chained --arg zeros:f32:8 --print | FileCheck %s --check-prefix=VIEWOK
  // VIEWOK: %p: f32[8] = [1, 1, 1, 1, 1, 1, 1, 1]
  testing$func @view_chained(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [4, 2], strides = [2, 1] : tensor_view<4x2xf32, strides=[2,1]>
    %rows = make_partition_view %tv : partition_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>>
    %all = make_partition_view %tv : partition_view<tile=(4x2), tensor_view<4x2xf32, strides=[2,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x = constant <f32: 1.0> : tile<4x2xf32>
    %a, %t0 = load_view_tko weak %rows[%c1, %c0] : partition_view<tile=(2x2), tensor_view<4x2xf32, strides=[2,1]>>, tile<i32> -> tile<2x2xf32>, token
    %t1 = store_view_tko weak %x, %all[%c0, %c0] token = %t0 : tile<4x2xf32>, partition_view<tile=(4x2), tensor_view<4x2xf32, strides=[2,1]>>, tile<i32> -> token
    return
  }

  // atomic_red_view_tko is an atomic update of every element it touches.
  // RUN: not tilec run --interpret %s --entry reduce_then_load --arg zeros:i32:4 2>&1 | FileCheck %s --check-prefix=RED
  // RED: error: load_view_tko: data race: element [0] (address 0x{{[0-9a-f]+}}) was updated atomically by atomic_red_view_tko at {{.*}}race-block.mlir:[[# @LINE + 6]]:11 without a token ordering it before this read
  testing$func @reduce_then_load(%p: tile<ptr<i32>>) -> tile<4xi32> {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x = constant <i32: 5> : tile<4xi32>
    %t0 = atomic_red_view_tko relaxed tl_blk %pv[%c0], add, %x : tile<4xi32>, partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token
    %y, %t1 = load_view_tko weak %pv[%c0] : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    return %y : tile<4xi32>
  }

  // A compare-and-swap whose comparison fails only reads (memory holds 0, cmp is 5), so it
  // does not conflict with an unordered weak read; one that swaps writes, and does.
  // RUN: tilec run %s --entry cas_fails --arg zeros:i32:1 | FileCheck %s --check-prefix=CASFAIL
  // CASFAIL: result #0: tile<i32> = 0
  testing$func @cas_fails(%p: tile<ptr<i32>>) -> tile<i32> {
    %five = constant <i32: 5> : tile<i32>
    %y, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %o, %t1 = atomic_cas_tko relaxed device %p, %five, %five : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return %o : tile<i32>
  }
  // RUN: not tilec run --interpret %s --entry cas_swaps --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=CASSWAP
  // CASSWAP: error: atomic_cas_tko: data race: the element (address 0x{{[0-9a-f]+}}) was read by load_ptr_tko at {{.*}}race-block.mlir:[[# @LINE + 4]]:15 without a token ordering it before this atomic update
  testing$func @cas_swaps(%p: tile<ptr<i32>>) -> tile<i32> {
    %zero = constant <i32: 0> : tile<i32>
    %five = constant <i32: 5> : tile<i32>
    %y, %t0 = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %o, %t1 = atomic_cas_tko relaxed device %p, %zero, %five : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return %o : tile<i32>
  }

  // An acquire that reads a release of the same block orders what preceded the release
  // before what follows the acquire (happens-before without a direct token chain).
  // RUN: tilec run %s --entry release_acquire --arg zeros:i32:2 | FileCheck %s --check-prefix=RELACQ
  // RELACQ: result #0: tile<i32> = 7
  testing$func @release_acquire(%p: tile<ptr<i32>>) -> tile<i32> {
    %x = constant <i32: 7> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %flag = offset %p, %one : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %t1 = store_ptr_tko release tl_blk %flag, %one token=%t0 : tile<ptr<i32>>, tile<i32> -> token
    %f, %t2 = load_ptr_tko acquire tl_blk %flag : tile<ptr<i32>> -> tile<i32>, token
    %y, %t3 = load_ptr_tko weak %p token=%t2 : tile<ptr<i32>> -> tile<i32>, token
    return %y : tile<i32>
  }

  // 4-bit elements: the two nibbles of a byte are two locations. The gather stores write
  // elements 0 and 2 (low nibbles), then 1 and 3 (high nibbles): no conflict. The load of
  // elements 3 and 1 conflicts with the second store, first at element [0], a high nibble.
  // RUN: not tilec run --interpret %s --entry nibbles --arg zeros:f4E2M1FN:4 2>&1 | FileCheck %s --check-prefix=NIBBLE
  // NIBBLE: error: load_view_tko: data race: element [0] (address 0x{{[0-9a-f]+}}, high nibble) was written by store_view_tko at {{.*}}race-block.mlir:[[# @LINE + 9]]:11 without a token ordering it before this read
  testing$func @nibbles(%p: tile<ptr<f4E2M1FN>>) {
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf4E2M1FN, strides=[1]>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(2), tensor_view<4xf4E2M1FN, strides=[1]>, sparse_dim=0>
    %x = constant <f4E2M1FN: [1.0, 2.0]> : tile<2xf4E2M1FN>
    %even = constant <i32: [0, 2]> : tile<2xi32>
    %odd = constant <i32: [1, 3]> : tile<2xi32>
    %back = constant <i32: [3, 1]> : tile<2xi32>
    %t0 = store_view_tko weak %x, %gv[%even] : tile<2xf4E2M1FN>, gather_scatter_view<tile=(2), tensor_view<4xf4E2M1FN, strides=[1]>, sparse_dim=0>, tile<2xi32> -> token
    %t1 = store_view_tko weak %x, %gv[%odd] : tile<2xf4E2M1FN>, gather_scatter_view<tile=(2), tensor_view<4xf4E2M1FN, strides=[1]>, sparse_dim=0>, tile<2xi32> -> token
    %y, %t2 = load_view_tko weak %gv[%back] : gather_scatter_view<tile=(2), tensor_view<4xf4E2M1FN, strides=[1]>, sparse_dim=0>, tile<2xi32> -> tile<2xf4E2M1FN>, token
    return
  }

  // Two loads wait for the store on different paths, and a store waits for both loads.
  // RUN: tilec run %s --entry two_paths --arg zeros:i32:1 | FileCheck %s --check-prefix=PATHS
  // PATHS: result #0: tile<i32> = 7
  testing$func @two_paths(%p: tile<ptr<i32>>) -> tile<i32> {
    %x = constant <i32: 7> : tile<i32>
    %t0 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %a, %ta = load_ptr_tko weak %p token=%t0 : tile<ptr<i32>> -> tile<i32>, token
    %b, %tb = load_ptr_tko weak %p token=%t0 : tile<ptr<i32>> -> tile<i32>, token
    %j = join_tokens %ta, %tb : token
    %t1 = store_ptr_tko weak %p, %b token=%j : tile<ptr<i32>>, tile<i32> -> token
    return %b : tile<i32>
  }

  // Three unordered reads, then a write that waits for the last one only: it races with the
  // first.
  // RUN: not tilec run --interpret %s --entry many_reads --arg zeros:i32:1 2>&1 | FileCheck %s --check-prefix=MANY
  // MANY: error: store_ptr_tko: data race: the element (address 0x{{[0-9a-f]+}}) was read by load_ptr_tko at {{.*}}race-block.mlir:[[# @LINE + 3]]:15 without a token ordering it before this write
  testing$func @many_reads(%p: tile<ptr<i32>>) {
    %x = constant <i32: 7> : tile<i32>
    %a, %ta = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %b, %tb = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %c, %tc = load_ptr_tko weak %p : tile<ptr<i32>> -> tile<i32>, token
    %t1 = store_ptr_tko weak %p, %x token=%tc : tile<ptr<i32>>, tile<i32> -> token
    return
  }

  // A token threaded through 100000 iterations builds a chain of 300000 nodes: checking each
  // access stays cheap (the loads of p[0] find the previous iteration's load first, not the
  // store before the loop), and freeing the chain does not recurse.
  // RUN: tilec run %s --entry long_chain --arg zeros:i32:2 --arg 100000 | FileCheck %s --check-prefix=LONG
  // LONG: result #0: tile<i32> = 500000
  testing$func @long_chain(%p: tile<ptr<i32>>, %n: tile<i32>) -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x = constant <i32: 5> : tile<i32>
    %q = offset %p, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %t0 = store_ptr_tko weak %p, %x : tile<ptr<i32>>, tile<i32> -> token
    %r:2 = for %i in (%c0 to %n, step %c1) : tile<i32> iter_values(%t = %t0, %acc = %c0) -> (token, tile<i32>) {
      %v, %tl = load_ptr_tko weak %p token=%t : tile<ptr<i32>> -> tile<i32>, token
      %w, %tw = load_ptr_tko weak %q token=%tl : tile<ptr<i32>> -> tile<i32>, token
      %ts = store_ptr_tko weak %q, %v token=%tw : tile<ptr<i32>>, tile<i32> -> token
      %a = addi %acc, %v : tile<i32>
      continue %ts, %a : token, tile<i32>
    }
    return %r#1 : tile<i32>
  }

  // Each iteration's alloca is a new object, even where the host reuses the bytes of the
  // previous one: its unordered weak stores do not race with those of earlier iterations.
  // RUN: tilec run %s --entry alloca_per_iteration | FileCheck %s --check-prefix=ALLOCA
  // ALLOCA: result #0: tile<i32> = 0
  testing$func @alloca_per_iteration() -> tile<i32> {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c8 = constant <i32: 8> : tile<i32>
    for %i in (%c0 to %c8, step %c1) : tile<i32> {
      %a = alloca num_elem = 4, alignment = 4 : tile<ptr<i32>>
      %t = store_ptr_tko weak %a, %i : tile<ptr<i32>>, tile<i32> -> token
    }
    return %c0 : tile<i32>
  }
}
