#!/usr/bin/env python3
"""Rebuilds the malformed model-file fixtures for the current model format (format_version 4).

Each fixture is a valid model with one fault. The valid parts come from the shipped
models/default.json (stack model, interval bands, evidence) and from tiny boosters trained here
with XGBoost 1.7 (python3-xgboost) on random numbers, so the files stay a few kB; the booster_* fixtures get one fault each in a tiny valid booster. After a format change, from tests/data/malformed/models:
    python3 ../regenerate_models.py ../../../../models/default.json
"""
import copy, json, sys
import numpy as np
import xgboost as xgb

shipped = json.load(open(sys.argv[1] if len(sys.argv) > 1 else '../../../../models/default.json'))

def tiny(features):
    rng = np.random.default_rng(0)
    x = rng.random((32, features)); y = rng.random(32)
    b = xgb.train({'max_depth': 1, 'eta': 0.3, 'tree_method': 'exact', 'nthread': 1, 'seed': 0},
                  xgb.DMatrix(x, label=y), num_boost_round=1)
    return json.loads(b.save_raw(raw_format='json').decode())

def base(method):
    m = {'format': 'wattgpu-model', 'format_version': 4, 'method': method,
         'meta': {'model_version': method + '-fixture', 'trained_on': 'fixture'},
         'ranges': shipped['ranges'], 'evidence': {}, 'novelty': shipped['novelty'], 'intervals': shipped['intervals'],
         }
    if method == 'default':
        m['features_state'] = shipped['features_state']
        m['models'] = {'power': {'booster': tiny(8)}, 'itl': {'booster': tiny(11)}}
    else:
        enc = lambda n, cats: {'mean': [0.0] * n, 'std': [1.0] * n, 'categories': [{'a': 0}] * cats}
        m['features_state'] = {'power_encoder': enc(9, 2), 'itl_encoder': enc(11, 3)}
        m['models'] = {'power': {'booster': tiny(11)}, 'itl': {'booster': tiny(14)}}
    return m

def write(name, obj):
    with open(name, 'w') as f:
        f.write(obj if isinstance(obj, str) else json.dumps(obj, separators=(',', ':')))

d = base('default')
write('truncated.json', json.dumps(d)[:700])
write('not_a_model.json', {'hello': 'world'})
x = copy.deepcopy(d); x['format_version'] = 99; write('future_version.json', x)
x = copy.deepcopy(d); x['method'] = 'magic'; write('unknown_method.json', x)
x = copy.deepcopy(d); x['format'] = 5; write('format_not_string.json', x)
x = copy.deepcopy(d); x['intervals']['power']['measured']['log_q90'] = 50; write('interval_out_of_range.json', x)
x = copy.deepcopy(d); del x['intervals']['power']['measured']['log_q10']; write('interval_missing.json', x)
x = copy.deepcopy(d); x['meta']['model_version'] = 7; write('meta_version_not_string.json', x)
x = copy.deepcopy(d); x['models'] = {}; write('no_boosters.json', x)
x = copy.deepcopy(d); x['models']['power']['booster'] = {'learner': 'garbage'}; write('garbage_booster.json', x)
x = copy.deepcopy(d); x['models']['power'] = 'not an object'; write('target_not_object.json', x)
x = copy.deepcopy(d); x['models']['power']['booster'] = tiny(3); write('wrong_feature_count.json', x)
x = copy.deepcopy(d); x['features_state'] = {}; write('stack_model_missing.json', x)
x = copy.deepcopy(d); x['features_state']['stack_model']['global'] = [0, 1]; write('stack_model_short.json', x)
p = base('paper')
x = copy.deepcopy(p); x['features_state']['power_encoder']['mean'] = [0.0]; write('paper_encoder_short.json', x)
x = copy.deepcopy(p); x['features_state']['power_encoder']['categories'][0] = {'a': 1 << 40}
write('paper_category_code_huge.json', x)
def faulty(fault):
    b = tiny(8)
    model = b['learner']['gradient_booster']['model']
    tree = model['trees'][0]
    fault(model, tree)
    return b
faults = {
    'booster_child_oob': lambda m, t: t['left_children'].__setitem__(0, 999),
    'booster_split_idx_oob': lambda m, t: t['split_indices'].__setitem__(0, 99),
    'booster_num_trees_big': lambda m, t: m['gbtree_model_param'].__setitem__('num_trees', '1000000'),
    'booster_tree_info_bad': lambda m, t: m.__setitem__('tree_info', [0, 0, 0]),
    'booster_cycle': lambda m, t: t['left_children'].__setitem__(0, 0),
    'booster_short_arrays': lambda m, t: t.__setitem__('right_children', t['right_children'][:1]),
}
for name, fault in faults.items():
    x = copy.deepcopy(d); x['models']['power']['booster'] = faulty(fault)
    write(name + '.json', x)

# Valid one-tree models seed the model fuzzer (tests/fuzz/corpus/model).
write('../../../fuzz/corpus/model/default_one_tree.json', d)
write('../../../fuzz/corpus/model/paper_one_tree.json', p)
