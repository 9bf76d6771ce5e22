// Flash attention kernels of the benchmark suite: single-head O = softmax(Q K^T * scale) V for
// S x D row-major Q, K, V (D = 64 or 128), in the examples/flash_attention.mlir structure: each
// tile block owns 64 query rows and streams over 64-row blocks of K and V with an online
// softmax, so the S x S score matrix is never materialised. Key columns past S are masked to
// -inf. f32 entries compute in f32; bf16 entries take bf16 Q, K, V, accumulate in f32 and round
// P to bf16 for the P·V product. O is f32. 64x64 blocks were the fastest of 16..128 measured.
// grid (ceil(S/64), 1, 1).
cuda_tile.module @bench_attention {
  entry @attention_f32_d64(%Q: tile<ptr<f32>>, %K: tile<ptr<f32>>, %V: tile<ptr<f32>>,
              %O: tile<ptr<f32>>, %S: tile<i32>, %scale: tile<f32>) {
    %bm, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %cbk = constant <i32: 64> : tile<i32>
    %tvq = make_tensor_view %Q, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvk = make_tensor_view %K, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvv = make_tensor_view %V, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvo = make_tensor_view %O, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pq = make_partition_view %tvq : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %pk = make_partition_view %tvk : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %pv = make_partition_view %tvv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %po = make_partition_view %tvo : partition_view<tile=(64x64), tensor_view<?x64xf32, strides=[64,1]>>
    %q, %t0 = load_view_tko weak %pq[%bm, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %nkb, %nd = get_index_space_shape %pk : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>> -> tile<i32>

    %scale1 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scaleb = broadcast %scale1 : tile<1x1xf32> -> tile<64x64xf32>
    %sflat = reshape %S : tile<i32> -> tile<1x1xi32>
    %sb = broadcast %sflat : tile<1x1xi32> -> tile<64x64xi32>
    %col = iota : tile<64xi32>
    %col2 = reshape %col : tile<64xi32> -> tile<1x64xi32>
    %colb = broadcast %col2 : tile<1x64xi32> -> tile<64x64xi32>
    %neginf = constant <f32: 0xFF800000> : tile<64x64xf32>
    %zs = constant <f32: 0.0> : tile<64x64xf32>
    %m0 = constant <f32: 0xFF800000> : tile<64xf32>
    %l0 = constant <f32: 0.0> : tile<64xf32>
    %acc0 = constant <f32: 0.0> : tile<64x64xf32>

    %m, %l, %acc = for %j in (%c0 to %nkb, step %c1) : tile<i32>
        iter_values(%mi = %m0, %li = %l0, %acci = %acc0) -> (tile<64xf32>, tile<64xf32>, tile<64x64xf32>) {
      // Scores of this key block, with keys past S masked to -inf.
      %k, %t1 = load_view_tko weak %pk[%j, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
      %kt = permute %k [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
      %qk = mmaf %q, %kt, %zs : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>
      %s = mulf %qk, %scaleb : tile<64x64xf32>
      %jbk = muli %j, %cbk : tile<i32>
      %j1 = reshape %jbk : tile<i32> -> tile<1x1xi32>
      %jb = broadcast %j1 : tile<1x1xi32> -> tile<64x64xi32>
      %key = addi %colb, %jb : tile<64x64xi32>
      %valid = cmpi less_than %key, %sb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %sm = select %valid, %s, %neginf : tile<64x64xi1>, tile<64x64xf32>

      // Online softmax: new maximum, rescale the old sums, add this block's contribution.
      %bmax = reduce %sm dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e1: tile<f32>, %a1: tile<f32>) {
          %x1 = maxf %e1, %a1 : tile<f32>
          yield %x1 : tile<f32>
        }
      %mnew = maxf %mi, %bmax : tile<64xf32>
      %mnew2 = reshape %mnew : tile<64xf32> -> tile<64x1xf32>
      %mnewb = broadcast %mnew2 : tile<64x1xf32> -> tile<64x64xf32>
      %sd = subf %sm, %mnewb : tile<64x64xf32>
      %p = exp %sd : tile<64x64xf32>
      %md = subf %mi, %mnew : tile<64xf32>
      %alpha = exp %md : tile<64xf32>
      %psum = reduce %p dim=1 identities=[0.0 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e2: tile<f32>, %a2: tile<f32>) {
          %x2 = addf %e2, %a2 : tile<f32>
          yield %x2 : tile<f32>
        }
      %lnew = fma %li, %alpha, %psum : tile<64xf32>
      %alpha2 = reshape %alpha : tile<64xf32> -> tile<64x1xf32>
      %alphab = broadcast %alpha2 : tile<64x1xf32> -> tile<64x64xf32>
      %scaled = mulf %acci, %alphab : tile<64x64xf32>
      %v, %t2 = load_view_tko weak %pv[%j, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
      %accnew = mmaf %p, %v, %scaled : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>
      continue %mnew, %lnew, %accnew : tile<64xf32>, tile<64xf32>, tile<64x64xf32>
    }

    %l2 = reshape %l : tile<64xf32> -> tile<64x1xf32>
    %lb = broadcast %l2 : tile<64x1xf32> -> tile<64x64xf32>
    %o = divf %acc, %lb : tile<64x64xf32>
    %t3 = store_view_tko weak %o, %po[%bm, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }

  // @attention_f32_d64 with exp rounding<approx> (tilec's f32 approximation, at most 1.1 ulp),
  // as the unfused baseline's hand-written softmax approximates exp too.
  entry @attention_f32_approx_d64(%Q: tile<ptr<f32>>, %K: tile<ptr<f32>>, %V: tile<ptr<f32>>,
              %O: tile<ptr<f32>>, %S: tile<i32>, %scale: tile<f32>) {
    %bm, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %cbk = constant <i32: 64> : tile<i32>
    %tvq = make_tensor_view %Q, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvk = make_tensor_view %K, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvv = make_tensor_view %V, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tvo = make_tensor_view %O, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pq = make_partition_view %tvq : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %pk = make_partition_view %tvk : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %pv = make_partition_view %tvv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>
    %po = make_partition_view %tvo : partition_view<tile=(64x64), tensor_view<?x64xf32, strides=[64,1]>>
    %q, %t0 = load_view_tko weak %pq[%bm, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
    %nkb, %nd = get_index_space_shape %pk : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>> -> tile<i32>

    %scale1 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scaleb = broadcast %scale1 : tile<1x1xf32> -> tile<64x64xf32>
    %sflat = reshape %S : tile<i32> -> tile<1x1xi32>
    %sb = broadcast %sflat : tile<1x1xi32> -> tile<64x64xi32>
    %col = iota : tile<64xi32>
    %col2 = reshape %col : tile<64xi32> -> tile<1x64xi32>
    %colb = broadcast %col2 : tile<1x64xi32> -> tile<64x64xi32>
    %neginf = constant <f32: 0xFF800000> : tile<64x64xf32>
    %zs = constant <f32: 0.0> : tile<64x64xf32>
    %m0 = constant <f32: 0xFF800000> : tile<64xf32>
    %l0 = constant <f32: 0.0> : tile<64xf32>
    %acc0 = constant <f32: 0.0> : tile<64x64xf32>

    %m, %l, %acc = for %j in (%c0 to %nkb, step %c1) : tile<i32>
        iter_values(%mi = %m0, %li = %l0, %acci = %acc0) -> (tile<64xf32>, tile<64xf32>, tile<64x64xf32>) {
      // Scores of this key block, with keys past S masked to -inf.
      %k, %t1 = load_view_tko weak %pk[%j, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
      %kt = permute %k [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
      %qk = mmaf %q, %kt, %zs : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>
      %s = mulf %qk, %scaleb : tile<64x64xf32>
      %jbk = muli %j, %cbk : tile<i32>
      %j1 = reshape %jbk : tile<i32> -> tile<1x1xi32>
      %jb = broadcast %j1 : tile<1x1xi32> -> tile<64x64xi32>
      %key = addi %colb, %jb : tile<64x64xi32>
      %valid = cmpi less_than %key, %sb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %sm = select %valid, %s, %neginf : tile<64x64xi1>, tile<64x64xf32>

      // Online softmax: new maximum, rescale the old sums, add this block's contribution.
      %bmax = reduce %sm dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e1: tile<f32>, %a1: tile<f32>) {
          %x1 = maxf %e1, %a1 : tile<f32>
          yield %x1 : tile<f32>
        }
      %mnew = maxf %mi, %bmax : tile<64xf32>
      %mnew2 = reshape %mnew : tile<64xf32> -> tile<64x1xf32>
      %mnewb = broadcast %mnew2 : tile<64x1xf32> -> tile<64x64xf32>
      %sd = subf %sm, %mnewb : tile<64x64xf32>
      %p = exp %sd rounding<approx> : tile<64x64xf32>
      %md = subf %mi, %mnew : tile<64xf32>
      %alpha = exp %md rounding<approx> : tile<64xf32>
      %psum = reduce %p dim=1 identities=[0.0 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e2: tile<f32>, %a2: tile<f32>) {
          %x2 = addf %e2, %a2 : tile<f32>
          yield %x2 : tile<f32>
        }
      %lnew = fma %li, %alpha, %psum : tile<64xf32>
      %alpha2 = reshape %alpha : tile<64xf32> -> tile<64x1xf32>
      %alphab = broadcast %alpha2 : tile<64x1xf32> -> tile<64x64xf32>
      %scaled = mulf %acci, %alphab : tile<64x64xf32>
      %v, %t2 = load_view_tko weak %pv[%j, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<64x64xf32>, token
      %accnew = mmaf %p, %v, %scaled : tile<64x64xf32>, tile<64x64xf32>, tile<64x64xf32>
      continue %mnew, %lnew, %accnew : tile<64xf32>, tile<64xf32>, tile<64x64xf32>
    }

    %l2 = reshape %l : tile<64xf32> -> tile<64x1xf32>
    %lb = broadcast %l2 : tile<64x1xf32> -> tile<64x64xf32>
    %o = divf %acc, %lb : tile<64x64xf32>
    %t3 = store_view_tko weak %o, %po[%bm, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }

  entry @attention_f32_d128(%Q: tile<ptr<f32>>, %K: tile<ptr<f32>>, %V: tile<ptr<f32>>,
              %O: tile<ptr<f32>>, %S: tile<i32>, %scale: tile<f32>) {
    %bm, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %cbk = constant <i32: 64> : tile<i32>
    %tvq = make_tensor_view %Q, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %tvk = make_tensor_view %K, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %tvv = make_tensor_view %V, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %tvo = make_tensor_view %O, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %pq = make_partition_view %tvq : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>
    %pk = make_partition_view %tvk : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>
    %pv = make_partition_view %tvv : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>
    %po = make_partition_view %tvo : partition_view<tile=(64x128), tensor_view<?x128xf32, strides=[128,1]>>
    %q, %t0 = load_view_tko weak %pq[%bm, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x128xf32>, token
    %nkb, %nd = get_index_space_shape %pk : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>> -> tile<i32>

    %scale1 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scaleb = broadcast %scale1 : tile<1x1xf32> -> tile<64x64xf32>
    %sflat = reshape %S : tile<i32> -> tile<1x1xi32>
    %sb = broadcast %sflat : tile<1x1xi32> -> tile<64x64xi32>
    %col = iota : tile<64xi32>
    %col2 = reshape %col : tile<64xi32> -> tile<1x64xi32>
    %colb = broadcast %col2 : tile<1x64xi32> -> tile<64x64xi32>
    %neginf = constant <f32: 0xFF800000> : tile<64x64xf32>
    %zs = constant <f32: 0.0> : tile<64x64xf32>
    %m0 = constant <f32: 0xFF800000> : tile<64xf32>
    %l0 = constant <f32: 0.0> : tile<64xf32>
    %acc0 = constant <f32: 0.0> : tile<64x128xf32>

    %m, %l, %acc = for %j in (%c0 to %nkb, step %c1) : tile<i32>
        iter_values(%mi = %m0, %li = %l0, %acci = %acc0) -> (tile<64xf32>, tile<64xf32>, tile<64x128xf32>) {
      // Scores of this key block, with keys past S masked to -inf.
      %k, %t1 = load_view_tko weak %pk[%j, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x128xf32>, token
      %kt = permute %k [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
      %qk = mmaf %q, %kt, %zs : tile<64x128xf32>, tile<128x64xf32>, tile<64x64xf32>
      %s = mulf %qk, %scaleb : tile<64x64xf32>
      %jbk = muli %j, %cbk : tile<i32>
      %j1 = reshape %jbk : tile<i32> -> tile<1x1xi32>
      %jb = broadcast %j1 : tile<1x1xi32> -> tile<64x64xi32>
      %key = addi %colb, %jb : tile<64x64xi32>
      %valid = cmpi less_than %key, %sb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %sm = select %valid, %s, %neginf : tile<64x64xi1>, tile<64x64xf32>

      // Online softmax: new maximum, rescale the old sums, add this block's contribution.
      %bmax = reduce %sm dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e1: tile<f32>, %a1: tile<f32>) {
          %x1 = maxf %e1, %a1 : tile<f32>
          yield %x1 : tile<f32>
        }
      %mnew = maxf %mi, %bmax : tile<64xf32>
      %mnew2 = reshape %mnew : tile<64xf32> -> tile<64x1xf32>
      %mnewb = broadcast %mnew2 : tile<64x1xf32> -> tile<64x64xf32>
      %sd = subf %sm, %mnewb : tile<64x64xf32>
      %p = exp %sd : tile<64x64xf32>
      %md = subf %mi, %mnew : tile<64xf32>
      %alpha = exp %md : tile<64xf32>
      %psum = reduce %p dim=1 identities=[0.0 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e2: tile<f32>, %a2: tile<f32>) {
          %x2 = addf %e2, %a2 : tile<f32>
          yield %x2 : tile<f32>
        }
      %lnew = fma %li, %alpha, %psum : tile<64xf32>
      %alpha2 = reshape %alpha : tile<64xf32> -> tile<64x1xf32>
      %alphab = broadcast %alpha2 : tile<64x1xf32> -> tile<64x128xf32>
      %scaled = mulf %acci, %alphab : tile<64x128xf32>
      %v, %t2 = load_view_tko weak %pv[%j, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x128xf32>, token
      %accnew = mmaf %p, %v, %scaled : tile<64x64xf32>, tile<64x128xf32>, tile<64x128xf32>
      continue %mnew, %lnew, %accnew : tile<64xf32>, tile<64xf32>, tile<64x128xf32>
    }

    %l2 = reshape %l : tile<64xf32> -> tile<64x1xf32>
    %lb = broadcast %l2 : tile<64x1xf32> -> tile<64x128xf32>
    %o = divf %acc, %lb : tile<64x128xf32>
    %t3 = store_view_tko weak %o, %po[%bm, %c0] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }

  // @attention_f32_d128 with exp rounding<approx> (tilec's f32 approximation, at most 1.1 ulp),
  // as the unfused baseline's hand-written softmax approximates exp too.
  entry @attention_f32_approx_d128(%Q: tile<ptr<f32>>, %K: tile<ptr<f32>>, %V: tile<ptr<f32>>,
              %O: tile<ptr<f32>>, %S: tile<i32>, %scale: tile<f32>) {
    %bm, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %cbk = constant <i32: 64> : tile<i32>
    %tvq = make_tensor_view %Q, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %tvk = make_tensor_view %K, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %tvv = make_tensor_view %V, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %tvo = make_tensor_view %O, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %pq = make_partition_view %tvq : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>
    %pk = make_partition_view %tvk : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>
    %pv = make_partition_view %tvv : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>
    %po = make_partition_view %tvo : partition_view<tile=(64x128), tensor_view<?x128xf32, strides=[128,1]>>
    %q, %t0 = load_view_tko weak %pq[%bm, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x128xf32>, token
    %nkb, %nd = get_index_space_shape %pk : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>> -> tile<i32>

    %scale1 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scaleb = broadcast %scale1 : tile<1x1xf32> -> tile<64x64xf32>
    %sflat = reshape %S : tile<i32> -> tile<1x1xi32>
    %sb = broadcast %sflat : tile<1x1xi32> -> tile<64x64xi32>
    %col = iota : tile<64xi32>
    %col2 = reshape %col : tile<64xi32> -> tile<1x64xi32>
    %colb = broadcast %col2 : tile<1x64xi32> -> tile<64x64xi32>
    %neginf = constant <f32: 0xFF800000> : tile<64x64xf32>
    %zs = constant <f32: 0.0> : tile<64x64xf32>
    %m0 = constant <f32: 0xFF800000> : tile<64xf32>
    %l0 = constant <f32: 0.0> : tile<64xf32>
    %acc0 = constant <f32: 0.0> : tile<64x128xf32>

    %m, %l, %acc = for %j in (%c0 to %nkb, step %c1) : tile<i32>
        iter_values(%mi = %m0, %li = %l0, %acci = %acc0) -> (tile<64xf32>, tile<64xf32>, tile<64x128xf32>) {
      // Scores of this key block, with keys past S masked to -inf.
      %k, %t1 = load_view_tko weak %pk[%j, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x128xf32>, token
      %kt = permute %k [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
      %qk = mmaf %q, %kt, %zs : tile<64x128xf32>, tile<128x64xf32>, tile<64x64xf32>
      %s = mulf %qk, %scaleb : tile<64x64xf32>
      %jbk = muli %j, %cbk : tile<i32>
      %j1 = reshape %jbk : tile<i32> -> tile<1x1xi32>
      %jb = broadcast %j1 : tile<1x1xi32> -> tile<64x64xi32>
      %key = addi %colb, %jb : tile<64x64xi32>
      %valid = cmpi less_than %key, %sb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %sm = select %valid, %s, %neginf : tile<64x64xi1>, tile<64x64xf32>

      // Online softmax: new maximum, rescale the old sums, add this block's contribution.
      %bmax = reduce %sm dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e1: tile<f32>, %a1: tile<f32>) {
          %x1 = maxf %e1, %a1 : tile<f32>
          yield %x1 : tile<f32>
        }
      %mnew = maxf %mi, %bmax : tile<64xf32>
      %mnew2 = reshape %mnew : tile<64xf32> -> tile<64x1xf32>
      %mnewb = broadcast %mnew2 : tile<64x1xf32> -> tile<64x64xf32>
      %sd = subf %sm, %mnewb : tile<64x64xf32>
      %p = exp %sd rounding<approx> : tile<64x64xf32>
      %md = subf %mi, %mnew : tile<64xf32>
      %alpha = exp %md rounding<approx> : tile<64xf32>
      %psum = reduce %p dim=1 identities=[0.0 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e2: tile<f32>, %a2: tile<f32>) {
          %x2 = addf %e2, %a2 : tile<f32>
          yield %x2 : tile<f32>
        }
      %lnew = fma %li, %alpha, %psum : tile<64xf32>
      %alpha2 = reshape %alpha : tile<64xf32> -> tile<64x1xf32>
      %alphab = broadcast %alpha2 : tile<64x1xf32> -> tile<64x128xf32>
      %scaled = mulf %acci, %alphab : tile<64x128xf32>
      %v, %t2 = load_view_tko weak %pv[%j, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x128xf32>, token
      %accnew = mmaf %p, %v, %scaled : tile<64x64xf32>, tile<64x128xf32>, tile<64x128xf32>
      continue %mnew, %lnew, %accnew : tile<64xf32>, tile<64xf32>, tile<64x128xf32>
    }

    %l2 = reshape %l : tile<64xf32> -> tile<64x1xf32>
    %lb = broadcast %l2 : tile<64x1xf32> -> tile<64x128xf32>
    %o = divf %acc, %lb : tile<64x128xf32>
    %t3 = store_view_tko weak %o, %po[%bm, %c0] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }

  entry @attention_bf16_d64(%Q: tile<ptr<bf16>>, %K: tile<ptr<bf16>>, %V: tile<ptr<bf16>>,
              %O: tile<ptr<f32>>, %S: tile<i32>, %scale: tile<f32>) {
    %bm, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %cbk = constant <i32: 64> : tile<i32>
    %tvq = make_tensor_view %Q, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xbf16, strides=[64,1]>
    %tvk = make_tensor_view %K, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xbf16, strides=[64,1]>
    %tvv = make_tensor_view %V, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xbf16, strides=[64,1]>
    %tvo = make_tensor_view %O, shape = [%S, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %pq = make_partition_view %tvq : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xbf16, strides=[64,1]>>
    %pk = make_partition_view %tvk : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xbf16, strides=[64,1]>>
    %pv = make_partition_view %tvv : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xbf16, strides=[64,1]>>
    %po = make_partition_view %tvo : partition_view<tile=(64x64), tensor_view<?x64xf32, strides=[64,1]>>
    %q, %t0 = load_view_tko weak %pq[%bm, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xbf16, strides=[64,1]>>, tile<i32> -> tile<64x64xbf16>, token
    %nkb, %nd = get_index_space_shape %pk : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xbf16, strides=[64,1]>> -> tile<i32>

    %scale1 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scaleb = broadcast %scale1 : tile<1x1xf32> -> tile<64x64xf32>
    %sflat = reshape %S : tile<i32> -> tile<1x1xi32>
    %sb = broadcast %sflat : tile<1x1xi32> -> tile<64x64xi32>
    %col = iota : tile<64xi32>
    %col2 = reshape %col : tile<64xi32> -> tile<1x64xi32>
    %colb = broadcast %col2 : tile<1x64xi32> -> tile<64x64xi32>
    %neginf = constant <f32: 0xFF800000> : tile<64x64xf32>
    %zs = constant <f32: 0.0> : tile<64x64xf32>
    %m0 = constant <f32: 0xFF800000> : tile<64xf32>
    %l0 = constant <f32: 0.0> : tile<64xf32>
    %acc0 = constant <f32: 0.0> : tile<64x64xf32>

    %m, %l, %acc = for %j in (%c0 to %nkb, step %c1) : tile<i32>
        iter_values(%mi = %m0, %li = %l0, %acci = %acc0) -> (tile<64xf32>, tile<64xf32>, tile<64x64xf32>) {
      // Scores of this key block, with keys past S masked to -inf.
      %k, %t1 = load_view_tko weak %pk[%j, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xbf16, strides=[64,1]>>, tile<i32> -> tile<64x64xbf16>, token
      %kt = permute %k [1, 0] : tile<64x64xbf16> -> tile<64x64xbf16>
      %qk = mmaf %q, %kt, %zs : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
      %s = mulf %qk, %scaleb : tile<64x64xf32>
      %jbk = muli %j, %cbk : tile<i32>
      %j1 = reshape %jbk : tile<i32> -> tile<1x1xi32>
      %jb = broadcast %j1 : tile<1x1xi32> -> tile<64x64xi32>
      %key = addi %colb, %jb : tile<64x64xi32>
      %valid = cmpi less_than %key, %sb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %sm = select %valid, %s, %neginf : tile<64x64xi1>, tile<64x64xf32>

      // Online softmax: new maximum, rescale the old sums, add this block's contribution.
      %bmax = reduce %sm dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e1: tile<f32>, %a1: tile<f32>) {
          %x1 = maxf %e1, %a1 : tile<f32>
          yield %x1 : tile<f32>
        }
      %mnew = maxf %mi, %bmax : tile<64xf32>
      %mnew2 = reshape %mnew : tile<64xf32> -> tile<64x1xf32>
      %mnewb = broadcast %mnew2 : tile<64x1xf32> -> tile<64x64xf32>
      %sd = subf %sm, %mnewb : tile<64x64xf32>
      %p = exp %sd : tile<64x64xf32>
      %md = subf %mi, %mnew : tile<64xf32>
      %alpha = exp %md : tile<64xf32>
      %psum = reduce %p dim=1 identities=[0.0 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e2: tile<f32>, %a2: tile<f32>) {
          %x2 = addf %e2, %a2 : tile<f32>
          yield %x2 : tile<f32>
        }
      %lnew = fma %li, %alpha, %psum : tile<64xf32>
      %alpha2 = reshape %alpha : tile<64xf32> -> tile<64x1xf32>
      %alphab = broadcast %alpha2 : tile<64x1xf32> -> tile<64x64xf32>
      %scaled = mulf %acci, %alphab : tile<64x64xf32>
      %v, %t2 = load_view_tko weak %pv[%j, %c0] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x64xbf16, strides=[64,1]>>, tile<i32> -> tile<64x64xbf16>, token
      // P is rounded to bf16 for the second product, as GPU flash attention does.
      %pe = ftof %p : tile<64x64xf32> -> tile<64x64xbf16>
      %accnew = mmaf %pe, %v, %scaled : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
      continue %mnew, %lnew, %accnew : tile<64xf32>, tile<64xf32>, tile<64x64xf32>
    }

    %l2 = reshape %l : tile<64xf32> -> tile<64x1xf32>
    %lb = broadcast %l2 : tile<64x1xf32> -> tile<64x64xf32>
    %o = divf %acc, %lb : tile<64x64xf32>
    %t3 = store_view_tko weak %o, %po[%bm, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }

  entry @attention_bf16_d128(%Q: tile<ptr<bf16>>, %K: tile<ptr<bf16>>, %V: tile<ptr<bf16>>,
              %O: tile<ptr<f32>>, %S: tile<i32>, %scale: tile<f32>) {
    %bm, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %cbk = constant <i32: 64> : tile<i32>
    %tvq = make_tensor_view %Q, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xbf16, strides=[128,1]>
    %tvk = make_tensor_view %K, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xbf16, strides=[128,1]>
    %tvv = make_tensor_view %V, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xbf16, strides=[128,1]>
    %tvo = make_tensor_view %O, shape = [%S, 128], strides = [128, 1] : tile<i32> -> tensor_view<?x128xf32, strides=[128,1]>
    %pq = make_partition_view %tvq : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xbf16, strides=[128,1]>>
    %pk = make_partition_view %tvk : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xbf16, strides=[128,1]>>
    %pv = make_partition_view %tvv : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xbf16, strides=[128,1]>>
    %po = make_partition_view %tvo : partition_view<tile=(64x128), tensor_view<?x128xf32, strides=[128,1]>>
    %q, %t0 = load_view_tko weak %pq[%bm, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xbf16, strides=[128,1]>>, tile<i32> -> tile<64x128xbf16>, token
    %nkb, %nd = get_index_space_shape %pk : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xbf16, strides=[128,1]>> -> tile<i32>

    %scale1 = reshape %scale : tile<f32> -> tile<1x1xf32>
    %scaleb = broadcast %scale1 : tile<1x1xf32> -> tile<64x64xf32>
    %sflat = reshape %S : tile<i32> -> tile<1x1xi32>
    %sb = broadcast %sflat : tile<1x1xi32> -> tile<64x64xi32>
    %col = iota : tile<64xi32>
    %col2 = reshape %col : tile<64xi32> -> tile<1x64xi32>
    %colb = broadcast %col2 : tile<1x64xi32> -> tile<64x64xi32>
    %neginf = constant <f32: 0xFF800000> : tile<64x64xf32>
    %zs = constant <f32: 0.0> : tile<64x64xf32>
    %m0 = constant <f32: 0xFF800000> : tile<64xf32>
    %l0 = constant <f32: 0.0> : tile<64xf32>
    %acc0 = constant <f32: 0.0> : tile<64x128xf32>

    %m, %l, %acc = for %j in (%c0 to %nkb, step %c1) : tile<i32>
        iter_values(%mi = %m0, %li = %l0, %acci = %acc0) -> (tile<64xf32>, tile<64xf32>, tile<64x128xf32>) {
      // Scores of this key block, with keys past S masked to -inf.
      %k, %t1 = load_view_tko weak %pk[%j, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xbf16, strides=[128,1]>>, tile<i32> -> tile<64x128xbf16>, token
      %kt = permute %k [1, 0] : tile<64x128xbf16> -> tile<128x64xbf16>
      %qk = mmaf %q, %kt, %zs : tile<64x128xbf16>, tile<128x64xbf16>, tile<64x64xf32>
      %s = mulf %qk, %scaleb : tile<64x64xf32>
      %jbk = muli %j, %cbk : tile<i32>
      %j1 = reshape %jbk : tile<i32> -> tile<1x1xi32>
      %jb = broadcast %j1 : tile<1x1xi32> -> tile<64x64xi32>
      %key = addi %colb, %jb : tile<64x64xi32>
      %valid = cmpi less_than %key, %sb, signed : tile<64x64xi32> -> tile<64x64xi1>
      %sm = select %valid, %s, %neginf : tile<64x64xi1>, tile<64x64xf32>

      // Online softmax: new maximum, rescale the old sums, add this block's contribution.
      %bmax = reduce %sm dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e1: tile<f32>, %a1: tile<f32>) {
          %x1 = maxf %e1, %a1 : tile<f32>
          yield %x1 : tile<f32>
        }
      %mnew = maxf %mi, %bmax : tile<64xf32>
      %mnew2 = reshape %mnew : tile<64xf32> -> tile<64x1xf32>
      %mnewb = broadcast %mnew2 : tile<64x1xf32> -> tile<64x64xf32>
      %sd = subf %sm, %mnewb : tile<64x64xf32>
      %p = exp %sd : tile<64x64xf32>
      %md = subf %mi, %mnew : tile<64xf32>
      %alpha = exp %md : tile<64xf32>
      %psum = reduce %p dim=1 identities=[0.0 : f32] : tile<64x64xf32> -> tile<64xf32>
        (%e2: tile<f32>, %a2: tile<f32>) {
          %x2 = addf %e2, %a2 : tile<f32>
          yield %x2 : tile<f32>
        }
      %lnew = fma %li, %alpha, %psum : tile<64xf32>
      %alpha2 = reshape %alpha : tile<64xf32> -> tile<64x1xf32>
      %alphab = broadcast %alpha2 : tile<64x1xf32> -> tile<64x128xf32>
      %scaled = mulf %acci, %alphab : tile<64x128xf32>
      %v, %t2 = load_view_tko weak %pv[%j, %c0] : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x128xbf16, strides=[128,1]>>, tile<i32> -> tile<64x128xbf16>, token
      // P is rounded to bf16 for the second product, as GPU flash attention does.
      %pe = ftof %p : tile<64x64xf32> -> tile<64x64xbf16>
      %accnew = mmaf %pe, %v, %scaled : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
      continue %mnew, %lnew, %accnew : tile<64xf32>, tile<64xf32>, tile<64x128xf32>
    }

    %l2 = reshape %l : tile<64xf32> -> tile<64x1xf32>
    %lb = broadcast %l2 : tile<64x1xf32> -> tile<64x128xf32>
    %o = divf %acc, %lb : tile<64x128xf32>
    %t3 = store_view_tko weak %o, %po[%bm, %c0] : tile<64x128xf32>, partition_view<tile=(64x128), tensor_view<?x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
